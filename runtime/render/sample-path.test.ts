import { describe, expect, it } from 'vitest';
import { sampleBlogCategoryPath, sampleLocationPath, samplePath } from './sample-path';

const car = { id: 42, slug: '2024-toyota-corolla-ascent-sport-42', make: 'Toyota', model: 'Corolla Cross' };

describe('sample path for a dynamic page', () => {
  it('a static path needs no sample', () => {
    expect(samplePath('/finance', undefined)).toEqual({ ok: true, path: '/finance', params: {} });
  });

  it('/cars/:slug and /search/:make/:model are filled from the first car the site shows', () => {
    expect(samplePath('/cars/:slug', car)).toEqual({ ok: true, path: `/cars/${car.slug}`, params: { slug: car.slug } });
    expect(samplePath('/search/:make/:model', car)).toEqual({ ok: true, path: '/search/toyota/corolla-cross', params: { make: 'toyota', model: 'corolla-cross' } });
  });

  it('without a car, or with a parameter the editor cannot fill, the preview says it needs a sample', () => {
    const noCar = samplePath('/cars/:slug', undefined);
    expect(noCar).toMatchObject({ ok: false, missing: ['slug'] });
    expect(noCar.ok ? '' : noCar.message).toMatch(/needs a sample car/);
    const unknown = samplePath('/events/:eventId', car);
    expect(unknown.ok ? '' : unknown.message).toMatch(/needs a sample for :eventId/);
  });
});

describe('sample path for a location page', () => {
  it("/locations/:slug and /contact-us/:locationSlug are filled from the dealer's first location", () => {
    expect(sampleLocationPath('/locations/:slug', { slug: 'harbour-city-penrith' })).toEqual({
      ok: true,
      path: '/locations/harbour-city-penrith',
      params: { slug: 'harbour-city-penrith' },
    });
    expect(sampleLocationPath('/contact-us/:locationSlug', { slug: 'harbour-city-penrith' })).toMatchObject({ ok: true, params: { locationSlug: 'harbour-city-penrith' } });
  });

  it('without a location, the preview says it needs one', () => {
    const none = sampleLocationPath('/locations/:slug', undefined);
    expect(none).toMatchObject({ ok: false, missing: ['slug'] });
    expect(none.ok ? '' : none.message).toMatch(/needs a sample location/);
  });
});

describe('sample path for a blog category page', () => {
  it('/blog/:category is filled with a category a post is filed under; with no post, the preview says it needs one', () => {
    expect(sampleBlogCategoryPath('/blog/:category', 'buying-advice')).toEqual({ ok: true, path: '/blog/buying-advice', params: { category: 'buying-advice' } });
    const none = sampleBlogCategoryPath('/blog/:category', undefined);
    expect(none).toMatchObject({ ok: false, missing: ['category'] });
    expect(none.ok ? '' : none.message).toMatch(/needs a sample category/);
  });
});
