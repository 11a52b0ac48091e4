import { type EditorAddress, editorDoor } from './editor-host';
import { brochureRoutePath, decodedPath, hostedSitePath, isPreviewPath, parseSitesPath, siteKeyForHost } from './site-address';

/** Assets and generated photos are the same for every site: no tenancy, no page policy. */
const SHARED_FILES = /^\/(?:_next\/|media\/|favicon\.ico$|icon\.svg$)/;

/** Where the platform's hosts and the editor are, as the server was started with them. */
export interface DoorSettings {
  platformHosts: readonly string[];
  editor: EditorAddress | undefined;
}

/**
 * Where a request goes, decided at the door. Two doors ask, and must agree:
 * Next.js's proxy (apps/web/proxy.ts) for every request, and the server in
 * front of it (scripts/serve.ts) for the one route it answers without Next.js,
 * the search (runtime/server/http/door-search.ts).
 *
 * - `app`: served by the app at `target`, a request on a dealer's own host
 *   rewritten to /sites/~{key}/…, and a brochure's .pdf to its route;
 *   `previewHostSite` names the dealer host a preview link was opened on.
 */
export type DoorRoute =
  | { kind: 'malformed-escape' }
  | { kind: 'shared-file' }
  | { kind: 'to-editor' }
  | { kind: 'not-here'; message: string }
  | { kind: 'app'; target: string; rewritten: boolean; sitesPath: { key: string; rest: string } | undefined; previewHostSite: string | undefined };

export function routeAtTheDoor(hostHeader: string | null | undefined, pathname: string, settings: DoorSettings): DoorRoute {
  if (decodedPath(pathname.split('/').slice(1)) === undefined) return { kind: 'malformed-escape' };
  if (SHARED_FILES.test(pathname)) return { kind: 'shared-file' };
  const door = editorDoor(hostHeader, pathname, settings.editor);
  if (door.kind === 'to-editor' || door.kind === 'not-here') return door;
  // On the editor's own host nothing is a dealer site (editor.localhost is not the dealer "editor").
  const hostSiteKey = door.kind === 'editor' ? undefined : siteKeyForHost(hostHeader, settings.platformHosts);
  // A preview link opened on the dealer's own host is the preview, not a page of the live site.
  const previewOnHost = hostSiteKey !== undefined && isPreviewPath(pathname);
  const siteKey = previewOnHost ? undefined : hostSiteKey;
  const sitePath = siteKey ? hostedSitePath(siteKey, pathname) : pathname;
  const brochure = brochureRoutePath(sitePath);
  const target = brochure ?? sitePath;
  return {
    kind: 'app',
    target,
    rewritten: siteKey !== undefined || brochure !== undefined,
    sitesPath: parseSitesPath(target),
    previewHostSite: previewOnHost ? hostSiteKey : undefined,
  };
}

/** The `[site]` segment, as written, of a route at a dealer site's search (`/sites/{segment}/api/search`); undefined for any other. */
export function siteSearchSegment(route: DoorRoute): string | undefined {
  if (route.kind !== 'app' || !route.sitesPath) return undefined;
  return /^\/sites\/([^/]+)\/api\/search$/.exec(route.target)?.[1];
}
