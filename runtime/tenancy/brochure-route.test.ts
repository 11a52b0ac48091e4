import { describe, expect, it } from 'vitest';
import { brochureRoutePath } from './site-address';

describe('the brochure address', () => {
  it('sends /cars/{slug}.pdf to the brochure route, on both kinds of site address', () => {
    expect(brochureRoutePath('/sites/westside-used-cars/cars/2021-mazda-cx-5-7.pdf')).toBe('/sites/westside-used-cars/api/brochures/2021-mazda-cx-5-7');
    expect(brochureRoutePath('/sites/~westside.example.com/cars/2021-mazda-cx-5-7.pdf')).toBe('/sites/~westside.example.com/api/brochures/2021-mazda-cx-5-7');
  });

  it('leaves every other address to the pages', () => {
    expect(brochureRoutePath('/sites/westside-used-cars/cars/2021-mazda-cx-5-7')).toBeUndefined();
    expect(brochureRoutePath('/sites/westside-used-cars/cars/a/b.pdf')).toBeUndefined();
    expect(brochureRoutePath('/sites/westside-used-cars/brochure.pdf')).toBeUndefined();
    expect(brochureRoutePath('/cars/2021-mazda-cx-5-7.pdf')).toBeUndefined();
  });
});
