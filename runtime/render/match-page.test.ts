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
  page('car-trade-in', '/cars/trade-in'),
];

describe('page resolution from a path', () => {
  it('finds the home page', () => {
    expect(matchPage(pages, '/')?.page.id).toBe('home');
  });
  it('prefers a static segment over a parameter', () => {
    expect(matchPage(pages, '/search/used-cars')).toEqual({ page: pages[3], params: {} });
    expect(matchPage(pages, '/search/toyota')).toEqual({ page: pages[2], params: { make: 'toyota' } });
  });
  it('spec detail §2: /cars/trade-in?car_id= is the trade-in page, never a vehicle page for a car slugged "trade-in"', () => {
    expect(matchPage(pages, '/cars/trade-in')).toEqual({ page: pages[6], params: {} });
    expect(matchPage(pages, '/cars/Trade-In/')?.page.id).toBe('car-trade-in');
    // The page listed before it in the document still loses to it, and any other slug is still a car.
    expect(matchPage([pages[4], pages[6]], '/cars/trade-in')?.page.id).toBe('car-trade-in');
    expect(matchPage(pages, '/cars/2021-toyota-corolla-trade-in-9')).toEqual({ page: pages[4], params: { slug: '2021-toyota-corolla-trade-in-9' } });
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
