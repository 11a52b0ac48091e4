import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../blocks';
import type { StockImportAnswer, StockImportRefusal } from '../../../../schemas/api/stock-import';
import { DEMO_MARKETERS } from '../../auth/demo-marketers';
import { createTestAuth, signedInHeaders } from '../../auth/test-support/signed-in';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { seedDemoData } from '../../seed/seed';
import type { EditorContext } from './editor-access';
import { importDealershipStock } from './stock-import-api';

let test: TestDatabase;
let context: EditorContext;
let as: { admin: Headers; dealer: Headers; stranger: Headers };

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { cars: 30, now: new Date('2026-11-27T00:00:00Z') });
  const auth = await createTestAuth(test.db);
  context = { db: test.db, auth, registry };
  as = {
    admin: await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!.email, '10.3.0.1'),
    dealer: await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.role !== 'platform-admin')!.email, '10.3.0.2'),
    stranger: new Headers({ host: 'localhost:3000' }),
  };
}, 60_000);
afterAll(() => test?.drop());

const FEED = 'id,slug,make,model,year,price,car_type,km,simple_body\n950001,api-feed-hilux,Toyota,HiLux,2025,55990,new,10,ute\n';

async function post(dealership: string, headers: Headers, body = FEED, type = 'text/csv') {
  const request = new Request(`http://localhost:3000/editor/api/platform/dealerships/${dealership}/stock`, {
    method: 'POST',
    headers: new Headers([...headers, ['content-type', type]]),
    body,
  });
  const response = await importDealershipStock(context, request, dealership);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('POST /editor/api/platform/dealerships/{id}/stock', () => {
  it('imports a feed for the platform admin, and says how many cars were added and updated', async () => {
    expect(await post('101', as.admin)).toEqual({ status: 200, body: { format: 'cars', imported: 1, added: 1, updated: 0 } satisfies StockImportAnswer });
    expect(await post('101', as.admin, FEED.replace('55990', '54990'))).toEqual({ status: 200, body: { format: 'cars', imported: 1, added: 0, updated: 1 } });
    expect(await test.db.selectFrom('cars').select('price').where('id', '=', 950_001).executeTakeFirst()).toEqual({ price: 54_990 });
  });

  it('security: a dealer’s marketer is refused (403) and a stranger is asked to sign in (401); nothing is imported', async () => {
    const other = FEED.replace('950001,api-feed-hilux', '950002,not-the-admin');
    expect((await post('101', as.dealer, other)).status).toBe(403);
    expect((await post('101', as.stranger, other)).status).toBe(401);
    expect(await test.db.selectFrom('cars').select('id').where('id', '=', 950_002).executeTakeFirst()).toBeUndefined();
  });

  it('answers 400 listing the problems by row and column, 404 for a dealership that does not exist, 415 for a body that is not CSV', async () => {
    const bad = await post('101', as.admin, FEED.replace('55990', 'POA'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: 'invalid-feed',
      problems: [{ row: 2, column: 'price', message: 'must be a number' }],
      problemCount: 1,
    } satisfies Partial<StockImportRefusal>);
    expect(await post('999', as.admin)).toEqual({ status: 404, body: { error: 'not-found', message: 'There is no dealership "999".' } });
    expect((await post('1e3', as.admin)).status).toBe(404);
    expect((await post('101', as.admin, '{"cars":[]}', 'application/json')).status).toBe(415);
  });

  it('security: hostile feeds get 400 naming the row, never a 500, and import nothing', async () => {
    const header = 'id,slug,make,model,year,price,car_type,km,simple_body';
    const hostile = [
      `${header}\n950003,nul,Toyota,Hi\u0000Lux,2025,1,new,10,ute`,
      `${header}\n950003,huge,Toyota,HiLux,2025,99999999999999999999,new,10,ute`,
      `${header}\n950003,exp,Toyota,HiLux,2025,1e308,new,1e308,ute`,
      `${header}\n950003,${'x'.repeat(30_000)},Toyota,HiLux,2025,1,new,10,ute`,
      `${header}\n950003,quote,"Toyota,HiLux,2025,1,new,10,ute`,
      `${header}\n950003,deep,Toyota,HiLux,2025,1,new,10,ute,extra,cells`,
      `vin,mileage,price,condition\n<script>,-5 km,free,stolen`,
    ];
    for (const feed of hostile) {
      const { status, body } = await post('101', as.admin, feed);
      expect(status, feed.slice(0, 80)).toBe(400);
      expect(body).toMatchObject({ error: 'invalid-feed', problems: expect.arrayContaining([expect.objectContaining({ row: expect.any(Number) })]) });
    }
    expect(await test.db.selectFrom('cars').select('id').where('id', '=', 950_003).executeTakeFirst()).toBeUndefined();
  });
});
