import { describe, expect, it } from 'vitest';
import { brandModels, IMAGE_NOT_FOUND_LOGO } from './brand-models';

const TOYOTA = { id: 1, name: 'Toyota', slug: 'toyota', logo_url: '/media/makes/toyota.svg' };
const KIA = { id: 3, name: 'Kia', slug: 'kia' };
const FACET = [{ value: 'Toyota|HiLux' }, { value: 'Kia|Sportage' }, { value: 'Toyota|Corolla' }, { value: 'Mazda|CX-5' }, { value: 'Toyota|LandCruiser 300' }];

describe("spec detail §2: the header's Vehicles dropdown of the dealer's manufacturers' models", () => {
  it('lists each manufacturer once, by name, with its models in stock in order, each opening its search', () => {
    expect(brandModels([TOYOTA, KIA, TOYOTA], FACET)).toEqual([
      {
        name: 'Kia',
        logoUrl: IMAGE_NOT_FOUND_LOGO,
        links: [
          { label: 'All Kia', path: '/search/kia' },
          { label: 'Sportage', path: '/search/kia/sportage' },
        ],
      },
      {
        name: 'Toyota',
        logoUrl: '/media/makes/toyota.svg',
        links: [
          { label: 'All Toyota', path: '/search/toyota' },
          { label: 'Corolla', path: '/search/toyota/corolla' },
          { label: 'HiLux', path: '/search/toyota/hilux' },
          { label: 'LandCruiser 300', path: '/search/toyota/landcruiser-300' },
        ],
      },
    ]);
  });

  it('spec detail §8: a manufacturer without a logo shows the image-not-found picture', () => {
    expect(brandModels([KIA], FACET)[0].logoUrl).toBe('/media/makes/image-not-found.svg');
  });

  it('leaves out makes the dealer does not sell, and has nothing without manufacturers (a used-car dealer)', () => {
    expect(brandModels([KIA], FACET).flatMap((brand) => brand.links.map((link) => link.label))).not.toContain('CX-5');
    expect(brandModels([], FACET)).toEqual([]);
  });
});
