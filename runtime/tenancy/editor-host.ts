import { hostName } from './site-address';

/**
 * Where the editor answers. Unset, it answers on the platform's hosts at
 * /editor, beside the dealer sites' /sites/{slug} addresses. Set
 * (EDITOR_HOST=admin.example.com; editor.localhost on a development
 * machine), the editor and marketers' sign-in answer on that host only, and
 * that host serves nothing else: no dealer page ever runs on the origin
 * that holds marketers' sessions, and a shopper's origin never sees them.
 */
export interface EditorAddress {
  host: string;
  /** Where the dealer sites' /sites/{slug} addresses are, for the editor's "Open the site" links. */
  sitesUrl: string;
}

export class EditorHostSettingsError extends Error {}

export function editorAddressFromEnv(env: Record<string, string | undefined> = process.env): EditorAddress | undefined {
  const host = hostName(env.EDITOR_HOST);
  if (!host) return undefined;
  const sitesUrl = (env.SITES_URL ?? '').trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(sitesUrl)) {
    throw new EditorHostSettingsError(
      `EDITOR_HOST is set, so the editor needs SITES_URL: where the dealer sites answer, e.g. SITES_URL=https://sites.example.com (${sitesUrl ? `"${sitesUrl}" is not an http(s) address with no path` : 'it is not set'}).`,
    );
  }
  if (hostName(new URL(sitesUrl).host) === host)
    throw new EditorHostSettingsError("SITES_URL must be another host than EDITOR_HOST: dealer pages never run on the editor's origin.");
  return { host, sitesUrl };
}

const isEditorPath = (pathname: string) => pathname === '/editor' || pathname.startsWith('/editor/') || pathname.startsWith('/api/auth/');

/** 'editor': the editor's own host serving the editor; 'pass': anything else allowed, served as before. */
export type EditorDoor = { kind: 'pass' } | { kind: 'editor' } | { kind: 'to-editor' } | { kind: 'not-here'; message: string };

/** What the proxy does with a request, given where the editor answers. */
export function editorDoor(hostHeader: string | null | undefined, pathname: string, editor: EditorAddress | undefined): EditorDoor {
  if (!editor) return { kind: 'pass' };
  const onEditorHost = hostName(hostHeader) === editor.host;
  if (onEditorHost) {
    if (isEditorPath(pathname)) return { kind: 'editor' };
    if (pathname === '/') return { kind: 'to-editor' };
    return { kind: 'not-here', message: `This address serves the editor only. Dealer sites are at ${editor.sitesUrl}.` };
  }
  return isEditorPath(pathname) ? { kind: 'not-here', message: 'The editor is not at this address.' } : { kind: 'pass' };
}
