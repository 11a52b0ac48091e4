import { MAKE_MODEL_SEPARATOR } from '../../schemas/api/search-words';
import type { Manufacturer } from '../../schemas/entities/manufacturer';
import { slugOf } from './slug';

/** Spec detail §8: a manufacturer without a logo shows the image-not-found picture. */
export const IMAGE_NOT_FOUND_LOGO = '/media/makes/image-not-found.svg';

export interface BrandModels {
  name: string;
  /** The brand's logo, or the image-not-found picture. */
  logoUrl: string;
  /** Its whole stock first ("All Toyota"), then each model in stock, each a search path. */
  links: { label: string; path: string }[];
}

/**
 * Spec detail §2: the header's Vehicles item is a dropdown of the models of
 * the dealer's manufacturers. The brands are those the dealer's locations
 * sell (each once, by name); each lists its models in stock, from the
 * search's make_model facet, so every link opens a search with cars in it.
 */
export function brandModels(manufacturers: readonly Manufacturer[], makeModels: readonly { value: string }[]): BrandModels[] {
  const brands = new Map<string, Manufacturer>();
  for (const manufacturer of manufacturers) if (!brands.has(manufacturer.slug)) brands.set(manufacturer.slug, manufacturer);
  return [...brands.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'))
    .map((brand) => {
      const models = makeModels
        .map(({ value }) => value.split(MAKE_MODEL_SEPARATOR))
        .filter(([make, model]) => model !== undefined && slugOf(make) === brand.slug)
        .map(([make, model]) => ({ label: model, path: `/search/${slugOf(make)}/${slugOf(model)}` }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-AU'));
      return { name: brand.name, logoUrl: brand.logo_url ?? IMAGE_NOT_FOUND_LOGO, links: [{ label: `All ${brand.name}`, path: `/search/${brand.slug}` }, ...models] };
    });
}
