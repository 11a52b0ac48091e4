/** What a sample car offers for the parameters of a dynamic page path. */
export interface SampleCar {
  id: number;
  slug: string;
  make: string;
  model: string;
}

export type SamplePath = { ok: true; path: string; params: Record<string, string> } | { ok: false; missing: string[]; message: string };

function urlWord(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** How each known parameter is filled from a car in stock. */
const CAR_PARAMETERS: Record<string, (car: SampleCar) => string> = {
  slug: (car) => car.slug,
  id: (car) => String(car.id),
  make: (car) => urlWord(car.make),
  model: (car) => urlWord(car.model),
};

/**
 * A real address for a page whose path has parameters (/cars/:slug,
 * /search/:make/:model), filled from the first car the site shows, so the
 * preview renders real stock; or why it cannot be previewed.
 */
export function samplePath(pattern: string, car: SampleCar | undefined): SamplePath {
  const names = pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  if (names.length === 0) return { ok: true, path: pattern, params: {} };
  const unknown = names.filter((name) => !(name in CAR_PARAMETERS));
  if (unknown.length > 0) {
    return {
      ok: false,
      missing: unknown,
      message: `The preview needs a sample for ${unknown.map((name) => `:${name}`).join(' and ')}, which the editor cannot choose for this page.`,
    };
  }
  if (!car) {
    return {
      ok: false,
      missing: names,
      message: 'The preview needs a sample car, and this dealer has no car on the site yet.',
    };
  }
  const params = Object.fromEntries(names.map((name) => [name, CAR_PARAMETERS[name](car)]));
  const path = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)]) : segment))
    .join('/');
  return { ok: true, path, params };
}

/**
 * A real address for a location page (/locations/:slug,
 * /contact-us/:locationSlug), filled from the dealer's first location, so
 * the preview shows a real place; or why it cannot be previewed.
 */
export function sampleLocationPath(pattern: string, location: { slug: string } | undefined): SamplePath {
  const names = pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  if (!location) return { ok: false, missing: names, message: 'The preview needs a sample location, and this dealer has no location on the site yet.' };
  const params = Object.fromEntries(names.map((name) => [name, location.slug]));
  const path = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(location.slug) : segment))
    .join('/');
  return { ok: true, path, params };
}

/** A blog category page's address (/blog/:category) filled with the slug of the site's newest post's category. */
export function sampleBlogCategoryPath(pattern: string, categorySlug: string | undefined): SamplePath {
  const names = pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  if (!categorySlug) return { ok: false, missing: names, message: 'The preview needs a sample category, and no page of this site is a blog post yet.' };
  const params = Object.fromEntries(names.map((name) => [name, categorySlug]));
  const path = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(categorySlug) : segment))
    .join('/');
  return { ok: true, path, params };
}
