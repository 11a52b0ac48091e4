import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../blocks';
import { createAjv } from '../../../../schemas/ajv';
import { CAR_CHOICES_LIMIT, CAR_CHOICES_SLUGS_MAX, CAR_CHOICES_TEXT_MAX_LENGTH, type CarChoicesAnswer } from '../../../../schemas/api/car-choices';
import { editorApiRoute } from '../../../../schemas/api/editor-routes';
import { DEMO_MARKETERS } from '../../auth/demo-marketers';
import { createTestAuth, signedInHeaders } from '../../auth/test-support/signed-in';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../../dealer-configs';
import { type DemoData, seedDemoData } from '../../seed/seed';
import { createSiteService } from '../../site-service';
import { type CarChoicesSources, listCarChoices } from './car-choices-api';
import type { EditorContext } from './editor-access';

const SUNSHINE = 'sunshine-toyota';
const HARBOUR = 'harbour-city-motors';
const NOW = new Date('2026-11-22T00:00:00Z');
const ajv = createAjv();

let test: TestDatabase;
let context: EditorContext;
let sources: CarChoicesSources;
let sunshineEditor: Headers;
let seeded: DemoData;

beforeAll(async () => {
  test = await createTestDatabase();
  seeded = await seedDemoData(test.db, { cars: 200, now: NOW });
  await importDealerConfigs(test.db, await readDealerConfigs());
  const auth = await createTestAuth(test.db);
  context = { db: test.db, auth, registry };
  sources = { sites: createSiteService(test.db, registry), now: () => NOW };
  sunshineEditor = await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.dealerSlugs.includes(SUNSHINE))!.email, '10.2.0.11');
}, 60_000);
afterAll(() => test?.drop());

/** Asks as the editor's car picker does, the answer held to the route's schema in schemas/api/editor-routes.ts. */
async function carChoices(slug: string, query: string, headers = sunshineEditor): Promise<{ status: number; body: unknown }> {
  const path = `/editor/api/sites/${slug}/car-choices`;
  const response = await listCarChoices(context, sources, new Request(`http://localhost:3000${path}${query}`, { headers }), slug);
  const body: unknown = await response.json();
  const schema = editorApiRoute('GET', path)?.answers[response.status];
  expect(schema, `no schema for ${response.status}`).toBeDefined();
  expect(ajv.validate(schema!, body), ajv.errorsText(ajv.errors)).toBe(true);
  return { status: response.status, body };
}

const cars = async (query: string) => ((await carChoices(SUNSHINE, query)).body as CarChoicesAnswer).cars;

describe(`the editor's car picker: the dealer's cars by stock number or name (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('car picker: with nothing typed, the newest of the site’s cars, at most CAR_CHOICES_LIMIT, each only the dealer’s own', async () => {
    const newest = await cars('');
    expect(newest.length).toBeGreaterThan(0);
    expect(newest.length).toBeLessThanOrEqual(CAR_CHOICES_LIMIT);
    const dealershipOf = new Map(seeded.cars.map((car) => [car.slug, car.dealership_id]));
    for (const car of newest) expect(dealershipOf.get(car.slug)).toBe(101);
    expect(newest[0]!.photo).toMatch(/^\//);
  });

  it('car picker: a stock number finds its car; the start of one finds each car whose number starts so', async () => {
    const [first] = await cars('');
    expect(first!.stocknum).toBeTruthy();
    const found = await cars(`?q=${encodeURIComponent(first!.stocknum!.toLowerCase())}`);
    expect(found.map((car) => car.slug)).toEqual([first!.slug]);
    const prefix = first!.stocknum!.slice(0, 3);
    const started = await cars(`?q=${prefix}`);
    expect(started.length).toBeGreaterThan(1);
    for (const car of started) expect(car.stocknum!.startsWith(prefix)).toBe(true);
  });

  it('car picker: words of a name find the cars whose name has every one of them, in any order and case', async () => {
    const [first] = await cars('');
    const [year, , model] = first!.name.split(' ');
    const found = await cars(`?q=${encodeURIComponent(`${model!.toUpperCase()} ${year}`)}`);
    expect(found.map((car) => car.slug)).toContain(first!.slug);
    for (const car of found) expect(car.name.toLowerCase()).toContain(model!.toLowerCase());
    for (const car of found) expect(car.name).toContain(year);
  });

  it('car picker: % and _ are read as themselves, not as wildcards', async () => {
    expect(await cars('?q=%25')).toEqual([]);
    expect(await cars('?q=_')).toEqual([]);
  });

  it('car picker: chosen cars are named in the order asked; a car the site no longer has is left out', async () => {
    const [first, second] = await cars('');
    const named = await cars(`?slug=${second!.slug}&slug=gone-car-1&slug=${first!.slug}`);
    expect(named.map((car) => car.slug)).toEqual([second!.slug, first!.slug]);
  });

  it('car picker: another dealer’s car is not named for this site', async () => {
    const harbourCar = seeded.cars.find((car) => car.dealership_id !== 101)!;
    expect(await cars(`?slug=${harbourCar.slug}`)).toEqual([]);
  });

  it('car picker: text over CAR_CHOICES_TEXT_MAX_LENGTH, a malformed car or too many cars is a 400 naming the field', async () => {
    const long = await carChoices(SUNSHINE, `?q=${'a'.repeat(CAR_CHOICES_TEXT_MAX_LENGTH + 1)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: '/q' });
    expect((await carChoices(SUNSHINE, `?q=${'a'.repeat(CAR_CHOICES_TEXT_MAX_LENGTH)}`)).status).toBe(200);
    const malformed = await carChoices(SUNSHINE, '?slug=Not%20a%20car');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ field: '/slug/0' });
    const many = Array.from({ length: CAR_CHOICES_SLUGS_MAX + 1 }, (_, i) => `slug=car-${i}`).join('&');
    expect((await carChoices(SUNSHINE, `?${many}`)).body).toMatchObject({ field: '/slug' });
    expect((await carChoices(SUNSHINE, '?other=1')).status).toBe(400);
  });

  it("security: another dealer's cars are 403, and signed out is 401", async () => {
    expect((await carChoices(HARBOUR, '')).status).toBe(403);
    expect((await carChoices(SUNSHINE, '', new Headers({ host: 'localhost:3000' }))).status).toBe(401);
  });
});
