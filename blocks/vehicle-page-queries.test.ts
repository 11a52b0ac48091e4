import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataAccess } from '../runtime/data-access';
import { loadBlockData } from '../runtime/render/render-blocks';
import { createSiteContext } from '../runtime/render/site-context';
import { loadPageCar } from '../runtime/render/vehicle-page';
import { createDataAccess } from '../runtime/server/data-access';
import { createTestDatabase, type TestDatabase } from '../runtime/server/db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../runtime/server/dealer-configs';
import { seedDemoData, type DemoData } from '../runtime/server/seed/seed';
import { createSiteService } from '../runtime/server/site-service';
import type { BlockNode } from '../schemas/block-node';
import type { Page, SiteDocument } from '../schemas/site-document';
import { registry } from './index';

/**
 * Issue "vehicle page": the data a block needs is loaded on the server by its
 * load, and the page costs a fixed number of queries whatever its blocks.
 * Every call a vehicle page makes to the data layer is counted, on
 * Westside's own vehicle page and on the same page with every vehicle block
 * put there three times over.
 */
const NOW = new Date('2026-11-22T00:00:00Z');
let test: TestDatabase;
let demo: DemoData;
let westside: SiteDocument;

beforeAll(async () => {
  test = await createTestDatabase();
  demo = await seedDemoData(test.db, { cars: 300, now: NOW });
  await importDealerConfigs(test.db, await readDealerConfigs());
  westside = (await createSiteService(test.db, registry).bySiteKey('westside-used-cars'))!.document;
});
afterAll(() => test?.drop());

/** The data layer, counting each call by its name (cars.bySlug, search, locations.forDealerships…). */
function countingData(data: DataAccess): { data: DataAccess; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const count = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1);
  const wrap = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(object, key: string) {
        const value = Reflect.get(object, key);
        if (typeof value === 'function') {
          return (...args: unknown[]) => {
            count(`${prefix}${key}`);
            return value.apply(object, args);
          };
        }
        return value && typeof value === 'object' ? wrap(value, `${prefix}${key}.`) : value;
      },
    });
  return { data: wrap(data, ''), calls };
}

async function callsOf(page: Page, slug: string): Promise<Record<string, number>> {
  const { data, calls } = countingData(createDataAccess(test.db, () => NOW));
  const pageCar = await loadPageCar(westside, page, { slug }, data);
  expect(pageCar.kind).toBe('car');
  const site = createSiteContext({ document: westside, basePath: '', page, params: { slug }, now: NOW, car: pageCar.kind === 'car' ? pageCar.car : undefined });
  await loadBlockData([...westside.layout.header, ...page.blocks, ...westside.layout.footer], registry, { site, data });
  return Object.fromEntries([...calls].sort());
}

/** Every block of the page, containers' children included, three times over (ids made unique). */
function tripled(blocks: readonly BlockNode[]): BlockNode[] {
  return [1, 2, 3].flatMap((copy) => blocks.map((block) => renamed(block, copy)));
}
function renamed(block: BlockNode, copy: number): BlockNode {
  const slots = block.slots && Object.fromEntries(Object.entries(block.slots).map(([name, children]) => [name, children.map((child) => renamed(child, copy))]));
  return { ...block, id: `${block.id}-${copy}`, ...(slots ? { slots } : {}) };
}

describe('the vehicle page asks the data layer a fixed number of times', () => {
  it('reads its car once, the location once and two in-memory searches for similar cars, whatever blocks it holds', async () => {
    const vehiclePage = westside.pages.find((page) => page.path === '/cars/:slug');
    expect(vehiclePage).toBeDefined();
    const car = demo.cars.find((each) => each.dealership_id === 301 && each.show_on_dealer_website && each.status === 'in_stock')!;
    const once = await callsOf(vehiclePage!, car.slug);
    expect(once['cars.bySlug']).toBe(1);
    // The same blocks three times: each loader asks again (they are separate blocks), but nothing asks per car, and the page's car is still read once.
    const thrice = await callsOf({ ...vehiclePage!, blocks: tripled(vehiclePage!.blocks) }, car.slug);
    expect(thrice['cars.bySlug']).toBe(1);
    expect(Object.keys(thrice)).toEqual(Object.keys(once));
    expect(once).toEqual({ 'cars.bySlug': 1, 'locations.forDealerships': 1, search: 2 });
  });
});
