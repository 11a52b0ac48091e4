import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService } from '../site-service';
import { getBrochure, NO_SUCH_CAR } from './brochure';
import type { SiteApiContext } from './site-request';

let test: TestDatabase;
let data: DemoData;
let context: SiteApiContext;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 60, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  context = { db: test.db, sites: createSiteService(test.db, registry), data: createDataAccess(test.db) };
});
afterAll(() => test.drop());

const ask = (slug: string) => getBrochure(context, new Request(`http://localhost:3000/sites/westside-used-cars/api/brochures/${slug}`), 'westside-used-cars', slug);

describe(`GET /cars/{slug}.pdf (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('spec detail §7: answers a real one-page PDF named {slug}.pdf, with the car photo embedded as JPEG', async () => {
    const car = data.cars.find((each) => each.dealership_id === 301 && each.show_on_dealer_website)!;
    const response = await ask(car.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${car.slug}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    // The demo's generated SVG photo, turned into a JPEG the PDF can hold.
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/DCTDecode');
  });

  it("is a 404 for another dealer's car and for a slug that names no car", async () => {
    const harbourCar = data.cars.find((each) => each.dealership_id !== 301 && each.show_on_dealer_website)!;
    for (const slug of [harbourCar.slug, 'no-such-car']) {
      const response = await ask(slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: NO_SUCH_CAR, fields: [] });
    }
  });
});
