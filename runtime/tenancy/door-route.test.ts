import { describe, expect, it } from 'vitest';
import { type DoorSettings, routeAtTheDoor, siteSearchSegment } from './door-route';
import { DEFAULT_PLATFORM_HOSTS } from './site-address';

const plain: DoorSettings = { platformHosts: DEFAULT_PLATFORM_HOSTS, editor: undefined };
const withEditor: DoorSettings = { ...plain, editor: { host: 'editor.localhost', sitesUrl: 'http://localhost:3000' } };

describe('tenancy at the door: where a request goes, for the proxy and the server in front alike', () => {
  it("a dealer's own host is served from /sites/~{host}/…; the platform's host by the path as asked", () => {
    expect(routeAtTheDoor('westside.example.com', '/cars/x', plain)).toEqual({
      kind: 'app',
      target: '/sites/~westside.example.com/cars/x',
      rewritten: true,
      sitesPath: { key: '~westside.example.com', rest: '/cars/x' },
      previewHostSite: undefined,
    });
    expect(routeAtTheDoor('sunshine-toyota.localhost:3000', '/', plain)).toMatchObject({ target: '/sites/~sunshine-toyota', rewritten: true });
    expect(routeAtTheDoor('localhost:3000', '/sites/sunshine-toyota/search', plain)).toMatchObject({
      target: '/sites/sunshine-toyota/search',
      rewritten: false,
      sitesPath: { key: 'sunshine-toyota', rest: '/search' },
    });
    expect(routeAtTheDoor('localhost:3000', '/editor', plain)).toMatchObject({ target: '/editor', rewritten: false, sitesPath: undefined });
  });

  it("a dealer host's /sites/{other}/… stays under its own site: no host reaches another dealer's pages", () => {
    expect(routeAtTheDoor('westside.example.com', '/sites/sunshine-toyota/api/search', plain)).toMatchObject({
      target: '/sites/~westside.example.com/sites/sunshine-toyota/api/search',
      sitesPath: { key: '~westside.example.com' },
    });
  });

  it("a preview link on a dealer's host stays the preview, naming the host's site", () => {
    expect(routeAtTheDoor('westside.example.com', '/preview/abc/api/search', plain)).toEqual({
      kind: 'app',
      target: '/preview/abc/api/search',
      rewritten: false,
      sitesPath: undefined,
      previewHostSite: 'westside.example.com',
    });
  });

  it('a brochure .pdf goes to its route, on either address', () => {
    expect(routeAtTheDoor('localhost', '/sites/sunshine-toyota/cars/a-car.pdf', plain)).toMatchObject({
      target: '/sites/sunshine-toyota/api/brochures/a-car',
      rewritten: true,
    });
    expect(routeAtTheDoor('westside.example.com', '/cars/a-car.pdf', plain)).toMatchObject({ target: '/sites/~westside.example.com/api/brochures/a-car' });
  });

  it('a malformed escape, shared files and the editor host are decided before any tenancy', () => {
    expect(routeAtTheDoor('westside.example.com', '/cars/%E0%A4%A', plain)).toEqual({ kind: 'malformed-escape' });
    expect(routeAtTheDoor('westside.example.com', '/_next/static/chunks/a.js', plain)).toEqual({ kind: 'shared-file' });
    expect(routeAtTheDoor('westside.example.com', '/media/cars/1.svg', plain)).toEqual({ kind: 'shared-file' });
    expect(routeAtTheDoor('editor.localhost', '/', withEditor)).toEqual({ kind: 'to-editor' });
    expect(routeAtTheDoor('editor.localhost', '/sites/sunshine-toyota/api/search', withEditor)).toMatchObject({ kind: 'not-here' });
    // The editor's own host is no dealer's host, though "editor" could be a dealer's slug.
    expect(routeAtTheDoor('editor.localhost', '/editor/sunshine-toyota', withEditor)).toMatchObject({ kind: 'app', target: '/editor/sunshine-toyota', rewritten: false });
  });
});

describe("the search the server answers at its door: exactly a site's /api/search", () => {
  const segment = (host: string, path: string, settings = plain) => siteSearchSegment(routeAtTheDoor(host, path, settings));

  it('by slug and on the dealer host, the segment as Next.js would pass it', () => {
    expect(segment('localhost:3000', '/sites/sunshine-toyota/api/search')).toBe('sunshine-toyota');
    expect(segment('westside.example.com', '/api/search')).toBe('~westside.example.com');
    expect(segment('sunshine-toyota.localhost:3000', '/api/search')).toBe('~sunshine-toyota');
  });

  it('no other address: those go on to Next.js', () => {
    for (const path of [
      '/sites/sunshine-toyota/api/search/',
      '/sites/sunshine-toyota/api/searches',
      '/sites/sunshine-toyota/api/search/more',
      '/sites/sunshine-toyota/api/site',
      '/sites/sunshine-toyota/search',
      '/sites/%E0%A4%A/api/search',
      '/sites/a%00b/api/search',
      '/preview/abc/api/search',
      '/api/search',
    ]) {
      expect(segment('localhost:3000', path), path).toBeUndefined();
    }
    expect(segment('westside.example.com', '/sites/sunshine-toyota/api/search')).toBeUndefined();
    expect(segment('westside.example.com', '/preview/abc/api/search')).toBeUndefined();
    expect(segment('editor.localhost', '/sites/sunshine-toyota/api/search', withEditor)).toBeUndefined();
  });
});
