import { vi } from 'vitest';
import type { DataAccess } from '../../../runtime/data-access';
import type { CheckoutPayments } from '../../../schemas/api/reservations';
import type { SearchAnswer, SearchFacets } from '../../../schemas/api/search';
import { SEARCH_FACETS } from '../../../schemas/api/search-words';
import type { Car } from '../../../schemas/entities/car';
import type { Location } from '../../../schemas/entities/location';
import type { Review, ReviewRating } from '../../../schemas/entities/review';

/** A search answer with the given hits and facets; every other facet empty. */
export function searchAnswer({ hits = [], count = hits.length, facets = {} }: { hits?: Car[]; count?: number; facets?: Partial<SearchFacets> } = {}): SearchAnswer {
  const allFacets = Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, facets[facet] ?? []])) as SearchFacets;
  return { hits, count, displayedCount: count, pages: Math.ceil(count / 21), page: 1, hitsPerPage: 21, facets: allFacets, facetStats: {}, ms: 1 };
}

/** A data layer answering from the given stock, search answer and locations, each call recorded. */
export function fakeData({
  stock = [],
  answer = searchAnswer(),
  locations = [],
  reviews = [],
  rating = { review_count: reviews.length, average_rating: reviews.length ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length : 0 },
  checkout = { kind: 'local' },
}: {
  stock?: Car[];
  answer?: SearchAnswer;
  locations?: Location[];
  /** Newest first, as the repository answers. */
  reviews?: Review[];
  rating?: ReviewRating;
  checkout?: CheckoutPayments;
} = {}) {
  const data = {
    cars: {
      listVisible: vi.fn(async (_scope: unknown, options?: { limit?: number }) => stock.slice(0, options?.limit)),
      listVisibleSlugs: vi.fn(async () => stock.map(({ slug, updated_at }) => ({ slug, updated_at }))),
      bySlug: vi.fn(async (_scope: unknown, slug: string) => stock.find((car) => car.slug === slug)),
      byId: vi.fn(async (_scope: unknown, id: number) => stock.find((car) => car.id === id)),
    },
    search: vi.fn(async () => answer),
    locations: { forDealerships: vi.fn(async () => locations) },
    reviews: {
      forDealerships: vi.fn(async (_ids: readonly number[], options?: { minRating?: number; limit?: number }) =>
        reviews.filter((review) => review.rating >= (options?.minRating ?? 1)).slice(0, options?.limit),
      ),
      ratingForDealerships: vi.fn(async () => rating),
    },
    payments: { checkout },
  } satisfies DataAccess;
  return data;
}

/** A sales yard of the test dealer, with a phone and no map link of its own unless given. */
export function testLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 11,
    name: 'Bayside Toyota Brighton',
    slug: 'bayside-toyota-brighton',
    location_type: 'sales',
    dealership_id: 101,
    dealership_slug: 'bayside-toyota',
    primary: true,
    visible: true,
    address: { street: '12 Nepean Highway', city: 'Brighton', state: 'VIC', postcode: '3186' },
    contact_detail: { phone: '03 9555 0111', opening_hours: [], special_hours: [] },
    ...overrides,
  };
}
