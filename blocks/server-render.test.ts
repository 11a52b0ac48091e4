import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockNode } from '../schemas/block-node';
import type { Car } from '../schemas/entities/car';
import { MAX_DATA_BLOCKS_PER_PAGE } from '../schemas/document-limits';
import type { SiteDocument } from '../schemas/site-document';
import type { LoadedData } from '../runtime/render/render-blocks';
import { mantineThemeFor } from '../runtime/render/mantine-theme';
import { loadBlockData, renderBlocks } from '../runtime/render/render-blocks';
import { createSiteContext } from '../runtime/render/site-context';
import { createDataAccess } from '../runtime/server/data-access';
import { createTestDatabase, type TestDatabase } from '../runtime/server/db/test-database';
import { seedDemoData, type DemoData } from '../runtime/server/seed/seed';
import { bodyLabel } from '../runtime/rules/body-label';
import type { BudgetFinderData } from './budget-finder/load';
import type { DealershipListingData } from './dealership-listing/load';
import type { EnquiryFormData } from './enquiry-form/load';
import type { FeaturedVehiclesData } from './featured-vehicles/load';
import type { LocationCardsData } from './location-cards/load';
import type { LocationInfoData } from './location-info/load';
import type { LocationsCarouselData } from './locations-carousel/load';
import { allBlocks, registry } from './index';
import type { PageSearch } from './kit/search/page-search';
import { TEST_NOW, testSiteDocument } from './kit/test-support/site-document';
import type { MakeDirectoryData } from './make-directory/load';
import type { ModelsByBodyData } from './models-by-body/load';
import type { PhoneRevealData } from './phone-reveal/load';
import type { ReserveCheckoutData } from './reserve-checkout/load';
import type { ReviewsSummaryData } from './reviews-summary/load';
import type { QuickSearchData } from './quick-search/load';
import type { SimilarCarsData } from './similar-cars/load';
import type { VehicleLocationData } from './vehicle-location/load';
import type { StockCarouselData } from './stock-carousel/load';
import type { HeaderData } from './header/load';
import type { TradeInData } from './trade-in/load';
import { validSite } from '../runtime/site-document/test-support/valid-site';

/** The demo dealership the test site shows: Sunshine Coast Toyota (101) has seeded stock and places. */
const DEMO_DEALERSHIP_ID = 101;
/** The page is asked for with ?body=suv, which the models-by-body block needs and the search blocks obey. */
const SEARCH_PARAMS = { body: 'suv' };
const NOW = new Date(TEST_NOW);

let test: TestDatabase;
let demo: DemoData;

beforeAll(async () => {
  test = await createTestDatabase();
  demo = await seedDemoData(test.db, { cars: 300, now: NOW });
});
afterAll(() => test?.drop());

/**
 * A page holding every block type, containers filled, as a dealer might write
 * it: every prop left out, except that the number block reads the site's
 * first location from the database instead of a number in the document.
 */
function everyBlockPage(): BlockNode[] {
  return allBlocks
    .filter((block) => !ON_ITS_OWN_PAGE.has(block.type))
    .map((block): BlockNode => {
      const node: BlockNode = { id: `the-${block.type}`, type: block.type, props: block.type === 'phone-reveal' ? { source: 'location' } : {} };
      if (block.slots) {
        node.slots = Object.fromEntries(block.slots.map((slot) => [slot, [{ id: `${block.type}-${slot}-text`, type: 'rich-text', props: { html: `<p>In ${slot}</p>` } }]]));
      }
      return node;
    });
}

/**
 * Blocks that live on a page of their own, as the demo documents place them: the reserve checkout on /cars/:slug/checkout.
 * (Every block with a loader counts towards a page's MAX_DATA_BLOCKS_PER_PAGE, and one page can no longer hold them all.)
 */
const ON_ITS_OWN_PAGE = new Set(['reserve-checkout']);

/** The test dealer, showing a demo dealership's stock, with numbers shown in full so the server HTML carries them. */
function demoDealerDocument(): SiteDocument {
  const written = testSiteDocument();
  written.dealer.dealershipIds = [DEMO_DEALERSHIP_ID];
  written.settings.phoneReveal = { enabled: false };
  // The header's Vehicles item lists the models of the dealership's brands (Toyota).
  written.navigation.header = [{ label: 'Vehicles', models: true }, ...written.navigation.header];
  // A page holds at most MAX_DATA_BLOCKS_PER_PAGE blocks with loaders: the ones past it go on a second page, and the test renders both pages' blocks as one list.
  const nodes = everyBlockPage();
  const overflow = nodes.filter((node) => registry.get(node.type)?.load).slice(MAX_DATA_BLOCKS_PER_PAGE);
  written.pages[0].blocks = nodes.filter((node) => !overflow.includes(node));
  written.pages.push({ ...written.pages[0], id: 'more-blocks', path: '/more-blocks', title: 'More blocks', blocks: overflow });
  written.pages.push({
    ...written.pages[0],
    id: 'own-pages',
    path: '/cars/:slug/checkout',
    blocks: [...ON_ITS_OWN_PAGE].map((type): BlockNode => ({ id: `the-${type}`, type, props: {} })),
  });
  return written;
}

/** The text a shopper reads: tags, React's text separators and styles gone, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** The car the page shows, so the vehicle blocks render too: one in stock at the demo dealership, with another like it in stock. */
function vehiclePageCar(): Car {
  const stock = demo.cars.filter((car) => car.dealership_id === DEMO_DEALERSHIP_ID && car.status === 'in_stock' && car.show_on_dealer_website);
  const likeIt = (car: Car) => stock.some((other) => other.id !== car.id && other.make === car.make && other.model === car.model && other.simple_body === car.simple_body);
  return stock.find(likeIt)!;
}

const cars = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`;

/**
 * For each block type with a loader: what its HTML must hold that only the
 * data its loader read from the database could have put there, and a check
 * that the data is not empty (so the first list cannot pass vacuously).
 */
const fromLoadedData: Record<string, (data: never, html: string) => void> = {
  'featured-vehicles': ({ cars: loaded }: FeaturedVehiclesData, html) => {
    expect(loaded.length).toBeGreaterThan(0);
    for (const car of loaded) expect(textOf(html)).toContain(car.name);
  },
  'stock-carousel': ({ cars: loaded, count }: StockCarouselData, html) => {
    expect(loaded.length).toBeGreaterThan(0);
    for (const car of loaded) expect(textOf(html)).toContain(car.name);
    expect(html).toContain(`aria-label="View all: Latest stock (${count})"`);
  },
  'make-directory': ({ makes }: MakeDirectoryData, html) => {
    expect(makes.length).toBeGreaterThan(1);
    for (const make of makes) expect(textOf(html)).toContain(`${make.label} (${cars(make.count)})`);
  },
  'dealership-listing': ({ locations }: DealershipListingData, html) => {
    const seeded = demo.dealers.find((dealer) => dealer.dealership.id === DEMO_DEALERSHIP_ID)!.locations;
    expect(locations.map((place) => place.name).sort()).toEqual(seeded.map((place) => place.name).sort());
    for (const place of seeded) expect(textOf(html)).toContain(`${place.name} ${place.address.street}`);
    expect(textOf(html)).toContain(`${seeded.length} dealerships`);
  },
  'location-cards': ({ locations }: LocationCardsData, html) => {
    const seeded = demo.dealers.find((dealer) => dealer.dealership.id === DEMO_DEALERSHIP_ID)!.locations;
    expect(locations.map((place) => place.name).sort()).toEqual(seeded.map((place) => place.name).sort());
    for (const place of seeded) expect(textOf(html)).toContain(`${place.address.street} ${place.address.city} ${place.address.state} ${place.address.postcode}`);
    expect(textOf(html)).toContain('Mon-Fri');
  },
  'locations-carousel': ({ locations }: LocationsCarouselData, html) => {
    const seeded = demo.dealers.find((dealer) => dealer.dealership.id === DEMO_DEALERSHIP_ID)!.locations;
    expect(locations.map((place) => place.name).sort()).toEqual(seeded.map((place) => place.name).sort());
    expect(html).toContain('aria-roledescription="carousel"');
    for (const place of seeded) expect(textOf(html)).toContain(place.name);
  },
  'location-info': ({ location, hoursByKind }: LocationInfoData, html) => {
    expect(location?.primary).toBe(true);
    expect(location?.dealership_id).toBe(DEMO_DEALERSHIP_ID);
    expect(hoursByKind.map(({ kind }) => kind)).toEqual(['sales', 'service', 'parts']);
    expect(textOf(html)).toContain(`${location!.name} ${location!.address.street}`);
    expect(html).toContain('href="#reviews"');
  },
  'enquiry-form': ({ locations }: EnquiryFormData, html) => {
    const seeded = demo.dealers.find((dealer) => dealer.dealership.id === DEMO_DEALERSHIP_ID)!.locations;
    expect(locations.map((place) => place.name).sort()).toEqual(seeded.map((place) => place.name).sort());
    // One dealership and a car on the page: the lead is about the car's dealership, so no location is offered.
    expect(textOf(html)).toContain('First Name');
    for (const place of locations) expect(html).not.toContain(`<option value="${place.id}"`);
  },
  'models-by-body': ({ models }: ModelsByBodyData, html) => {
    expect(models.length).toBeGreaterThan(1);
    for (const model of models) expect(textOf(html)).toContain(`${model.label} (${cars(model.count)})`);
  },
  'phone-reveal': ({ phone }: PhoneRevealData, html) => {
    const main = demo.dealers.find((dealer) => dealer.dealership.id === DEMO_DEALERSHIP_ID)!.locations.find((place) => place.primary)!;
    expect(phone).toBe(main.contact_detail.phone);
    expect(html).toContain(`href="tel:${phone!.replace(/\s/g, '')}"`);
    expect(textOf(html)).toContain(phone);
  },
  'reserve-checkout': ({ payments }: ReserveCheckoutData, html) => {
    // No Stripe keys in the tests: the local provider, so the checkout offers its form (or says why this car cannot be reserved).
    expect(payments).toEqual({ kind: 'local' });
    expect(textOf(html)).toMatch(/Your details|This car can’t be reserved online/);
    expect(textOf(html)).toContain('100% refundable');
  },
  'reviews-summary': ({ summary }: ReviewsSummaryData, html) => {
    const seeded = demo.reviews.filter((review) => review.dealership_id === DEMO_DEALERSHIP_ID);
    expect(summary.count).toBe(seeded.length);
    expect(summary.reviews.length).toBeGreaterThan(0);
    expect(html).toContain('id="reviews"');
    expect(textOf(html)).toContain(`Based on ${seeded.length} reviews`);
    for (const review of summary.reviews) expect(textOf(html)).toContain(`${review.customer_name} ${review.time_ago}`);
  },
  'search-results': ({ answer }: PageSearch, html) => {
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(textOf(html)).toContain(cars(answer.displayedCount));
    for (const car of answer.hits) expect(textOf(html)).toContain(car.name);
  },
  'search-filters': ({ answer }: PageSearch, html) => {
    expect(answer.facets.make.length).toBeGreaterThan(0);
    for (const make of answer.facets.make) expect(textOf(html)).toContain(`${make.label} (${make.count})`);
  },
  'budget-finder': ({ counts }: BudgetFinderData, html) => {
    expect(counts.bodies.length).toBeGreaterThan(0);
    for (const body of counts.bodies) expect(textOf(html)).toContain(`${bodyLabel(body.value)} ${cars(body.count)}`);
    expect(html).toContain('search?sortBy=price_desc&amp;price=1001:54000');
  },
  'quick-search': ({ makes }: QuickSearchData, html) => {
    expect(makes.length).toBeGreaterThan(1);
    for (const make of makes) expect(html).toContain(`<option value="${make.value}">${make.label}</option>`);
  },
  'similar-cars': ({ cars: loaded }: SimilarCarsData, html) => {
    const shown = vehiclePageCar();
    expect(loaded.length).toBeGreaterThan(0);
    for (const car of loaded) {
      expect([car.make, car.model, car.simple_body]).toEqual([shown.make, shown.model, shown.simple_body]);
      expect(car.id).not.toBe(shown.id);
      expect(textOf(html)).toContain(car.name);
    }
  },
  header: ({ brands }: HeaderData, html) => {
    // Toyota's models in stock, each opening its search; the dropdown itself opens in the browser.
    expect(brands.map((brand) => brand.name)).toEqual(['Toyota']);
    const models = demo.cars.filter((car) => car.dealership_id === DEMO_DEALERSHIP_ID && car.make === 'Toyota').map((car) => car.model);
    expect(brands[0].links.length).toBeGreaterThan(1);
    for (const link of brands[0].links.slice(1)) expect(models).toContain(link.label);
    expect(brands[0].logoUrl).toBe('/media/makes/toyota.svg');
    expect(textOf(html)).toContain('Vehicles');
  },
  'trade-in': ({ locations, car }: TradeInData, html) => {
    const seeded = demo.dealers.find((dealer) => dealer.dealership.id === DEMO_DEALERSHIP_ID)!.locations;
    expect(locations.map((place) => place.name).sort()).toEqual(seeded.map((place) => place.name).sort());
    // No ?car_id= in the address: the page's own car is not taken for the car the shopper wants unless the page is its vehicle page.
    expect(car).toBeUndefined();
    expect(textOf(html)).toContain('Trade In Valuation');
    expect(textOf(html)).toContain('Trade-in FAQ');
    expect(textOf(html)).toContain('First Name');
  },
  'vehicle-location': ({ location }: VehicleLocationData, html) => {
    expect(location?.dealership_id).toBe(DEMO_DEALERSHIP_ID);
    expect(html).toContain('id="vehicle-map"');
    expect(textOf(html)).toContain(`${location!.name} ${location!.address.street}`);
  },
};

describe('every block on the server, with its data loaded from the demo database', () => {
  it("loads every block's data with its real loader, then renders every block to HTML through the real renderer, none failing", async () => {
    const document = validSite(demoDealerDocument(), registry);
    const site = createSiteContext({ document, basePath: '', page: document.pages[0], searchParams: SEARCH_PARAMS, now: NOW, car: vehiclePageCar() });
    const log = vi.fn();
    const warn = vi.spyOn(console, 'warn');
    const blocks = document.pages.flatMap((page) => page.blocks);
    const loaded: LoadedData = await loadBlockData(blocks, registry, { site, data: createDataAccess(test.db, () => NOW) }, log);
    const html = renderToString(createElement(MantineProvider, { theme: mantineThemeFor(document.theme) }, renderBlocks(blocks, registry, site, loaded, log)));

    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('Find your next car');
    expect(html).toContain('Reserve Quickly Online');
    expect(html).toContain('Payments accepted');
    expect(html).toContain('End of financial year sale');
    expect(html).toContain('In content');
    expect(html).toContain('In first');
    expect(html).not.toContain('In third');

    const withLoaders = allBlocks.filter((block) => block.load).map((block) => block.type);
    expect(Object.keys(fromLoadedData).sort()).toEqual([...withLoaders].sort());
    for (const type of withLoaders) {
      const node = blocks.find((block) => block.type === type)!;
      const result = loaded.get(node.id);
      expect(result, `${type} loaded`).toEqual({ ok: true, data: expect.anything() });
      const own = renderToString(createElement(MantineProvider, { theme: mantineThemeFor(document.theme) }, renderBlocks([node], registry, site, loaded, log)));
      fromLoadedData[type]((result as { ok: true; data: unknown }).data as never, own);
    }
    expect(log).not.toHaveBeenCalled();
  });
});
