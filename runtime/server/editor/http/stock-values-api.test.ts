import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../blocks';
import { createAjv } from '../../../../schemas/ajv';
import { editorApiRoute } from '../../../../schemas/api/editor-routes';
import type { StockValuesAnswer } from '../../../../schemas/api/stock-values';
import { DEMO_MARKETERS } from '../../auth/demo-marketers';
import { createTestAuth, signedInHeaders } from '../../auth/test-support/signed-in';
import { createDataAccess } from '../../data-access';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../../dealer-configs';
import { type DemoData, seedDemoData } from '../../seed/seed';
import { createSiteService } from '../../site-service';
import type { EditorContext } from './editor-access';
import { listStockValues, type StockValuesSources } from './stock-values-api';

const SUNSHINE = 'sunshine-toyota';
const HARBOUR = 'harbour-city-motors';
const ajv = createAjv();

let test: TestDatabase;
let context: EditorContext;
let sources: StockValuesSources;
let sunshineEditor: Headers;
let seeded: DemoData;

beforeAll(async () => {
  test = await createTestDatabase();
  seeded = await seedDemoData(test.db, { cars: 200, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  const auth = await createTestAuth(test.db);
  context = { db: test.db, auth, registry };
  sources = { sites: createSiteService(test.db, registry), data: createDataAccess(test.db) };
  sunshineEditor = await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.dealerSlugs.includes(SUNSHINE))!.email, '10.2.0.9');
}, 60_000);
afterAll(() => test?.drop());

/** Asks as the editor does, the answer held to the route's schema in schemas/api/editor-routes.ts. */
async function stockValues(slug: string, headers: Headers): Promise<{ status: number; body: unknown }> {
  const path = `/editor/api/sites/${slug}/stock-values`;
  const response = await listStockValues(context, sources, new Request(`http://localhost:3000${path}`, { headers }), slug);
  const body: unknown = await response.json();
  const schema = editorApiRoute('GET', path)?.answers[response.status];
  expect(schema, `no schema for ${response.status}`).toBeDefined();
  expect(ajv.validate(schema!, body), ajv.errorsText(ajv.errors)).toBe(true);
  return { status: response.status, body };
}

describe(`the editor's stock values: what the filters take in the dealer's live stock (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("editor pickers: a dealer's marketer gets each filter's values in their stock, counted, as the search page's facets", async () => {
    const { status, body } = await stockValues(SUNSHINE, sunshineEditor);
    expect(status).toBe(200);
    const { facets } = body as StockValuesAnswer;
    // Sunshine sells Toyotas: its makes are its stock's, not every make the seed has.
    expect(facets.make.map((item) => item.value)).toContain('Toyota');
    expect(facets.make.every((item) => item.count > 0)).toBe(true);
    expect(facets.model.length).toBeGreaterThan(0);
    const sunshineMakes = new Set(seeded.cars.filter((car) => car.dealership_id === 101).map((car) => car.make));
    for (const { value } of facets.make) expect(sunshineMakes).toContain(value);
  });

  it("security: another dealer's stock values are 403, and signed out is 401", async () => {
    expect((await stockValues(HARBOUR, sunshineEditor)).status).toBe(403);
    expect((await stockValues(SUNSHINE, new Headers({ host: 'localhost:3000' }))).status).toBe(401);
  });
});
