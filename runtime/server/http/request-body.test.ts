import { describe, expect, it } from 'vitest';
import { MAX_STORED_INTEGER } from '../../../schemas/common';
import { publishRequestSchema, rollbackRequestSchema, saveDraftRequestSchema } from '../../../schemas/api/editor';
import { phoneRevealRequestSchema } from '../../../schemas/api/phone-reveal';
import { watchlistCarRequestSchema } from '../../../schemas/api/watchlist';
import { jsonDepth, MAX_JSON_DEPTH, readRequestBody, requestJson } from './request-body';

const TOO_BIG = 99_999_999_999;

describe('security: an integer beyond its column answers 400 naming the field, not a database error', () => {
  it.each([
    ['phone reveal car_id', phoneRevealRequestSchema, { car_id: TOO_BIG, dealership_id: 1, website_id: 1 }, '/car_id'],
    ['phone reveal dealership_id', phoneRevealRequestSchema, { car_id: 1, dealership_id: TOO_BIG, website_id: 1 }, '/dealership_id'],
    ['draft revision', saveDraftRequestSchema, { document: {}, revision: TOO_BIG }, '/revision'],
    ['publish revision', publishRequestSchema, { revision: TOO_BIG }, '/revision'],
    ['rollback version', rollbackRequestSchema, { version: TOO_BIG }, '/version'],
    ['watchlist car_id', watchlistCarRequestSchema, { car_id: TOO_BIG }, '/car_id'],
  ] as const)('%s', (_name, schema, body, field) => {
    const read = readRequestBody(schema, body);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.answer.status).toBe(400);
    expect(read.answer.body.fields).toContainEqual({ field, message: `must be at most ${MAX_STORED_INTEGER}` });
  });

  it('the largest stored integer itself is taken', () => {
    expect(readRequestBody(publishRequestSchema, { revision: MAX_STORED_INTEGER }).ok).toBe(true);
  });
});

describe('security: JSON nested 20,000 deep answers 400, not a stack overflow', () => {
  it('is measured without recursion and refused with the field and a message', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(jsonDepth(JSON.parse(deep))).toBeGreaterThan(MAX_JSON_DEPTH);
    const read = await requestJson(new Request('http://x.invalid/', { method: 'POST', body: deep, headers: { 'content-type': 'application/json' } }));
    expect(read).toEqual({ ok: false, answer: { status: 400, body: { error: 'The request has errors.', fields: [{ field: '/', message: `must be nested at most ${MAX_JSON_DEPTH} levels deep` }] } } });
  });

  it(`takes a body ${MAX_JSON_DEPTH} levels deep`, async () => {
    let body: unknown = 1;
    for (let level = 0; level < MAX_JSON_DEPTH; level++) body = { a: body };
    expect(jsonDepth(body)).toBe(MAX_JSON_DEPTH);
    const read = await requestJson(new Request('http://x.invalid/', { method: 'POST', body: JSON.stringify(body) }));
    expect(read.ok).toBe(true);
  });
});
