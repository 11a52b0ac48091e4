import { describe, expect, it } from 'vitest';
import { siteHref } from '../tenancy/site-address';
import { pictureSources } from './picture-sources';

const ID = 'f'.repeat(32);
const siteAt = (basePath: string, mode: 'site' | 'editor' = 'site') => ({ href: (path: string) => siteHref(basePath, path), mode, document: { dealer: { slug: 'test-motors' } } });

describe('picture sources for a block', () => {
  it('a library picture gets a srcset of the served widths, with the site prefix where the site needs one', () => {
    expect(pictureSources(siteAt('/sites/test-motors'), `/uploads/${ID}`, '100vw', 960)).toEqual({
      src: `/sites/test-motors/uploads/${ID}?w=960`,
      srcSet: [160, 320, 640, 960].map((w) => `/sites/test-motors/uploads/${ID}?w=${w} ${w}w`).join(', '),
      sizes: '100vw',
    });
    expect(pictureSources(siteAt(''), `/uploads/${ID}`, '100vw').src).toBe(`/uploads/${ID}?w=1920`);
  });

  it("in the editor's canvas a library picture loads from the editor's address", () => {
    expect(pictureSources(siteAt('/sites/test-motors', 'editor'), `/uploads/${ID}`, '50vw', 320).src).toBe(`/editor/api/sites/test-motors/media/${ID}?w=320`);
  });

  it('any other address is used as written', () => {
    expect(pictureSources(siteAt('/sites/test-motors'), '/media/banners/showroom.svg', '100vw')).toEqual({ src: '/media/banners/showroom.svg' });
    expect(pictureSources(siteAt('/sites/test-motors'), 'https://cdn.example.com/a.jpg', '100vw')).toEqual({ src: 'https://cdn.example.com/a.jpg' });
  });
});
