import { describe, expect, it } from 'vitest';
import type { Page } from '../../schemas/site-document';
import { matchPage } from './match-page';

const page = (id: string, path: string): Page => ({ id, path, title: id, seo: { noindex: false }, layout: true, blocks: [] });
const pages = [
  page('home', '/'),
  page('make-model', '/search/:make/:model'),
  page('make', '/search/:make'),
  page('used', '/search/used-cars'),
  page('car', '/cars/:slug'),
  page('checkout', '/cars/:slug/checkout'),
];

describe('page resolution from a path', () => {
  it('finds the home page', () => {
    expect(matchPage(pages, '/')?.page.id).toBe('home');
  });
  it('prefers a static segment over a parameter', () => {
    expect(matchPage(pages, '/search/used-cars')).toEqual({ page: pages[3], params: {} });
    expect(matchPage(pages, '/search/toyota')).toEqual({ page: pages[2], params: { make: 'toyota' } });
  });
  it('reads every parameter', () => {
    expect(matchPage(pages, '/search/toyota/corolla')?.params).toEqual({ make: 'toyota', model: 'corolla' });
    expect(matchPage(pages, '/cars/2021-toyota-corolla-abc123/checkout')).toEqual({ page: pages[5], params: { slug: '2021-toyota-corolla-abc123' } });
  });
  it('ignores a trailing slash and letter case in static segments', () => {
    expect(matchPage(pages, '/Search/Used-Cars/')?.page.id).toBe('used');
  });
  it('finds nothing for an unknown path', () => {
    expect(matchPage(pages, '/nowhere')).toBeUndefined();
    expect(matchPage(pages, '/cars/a/b/c')).toBeUndefined();
  });
});
