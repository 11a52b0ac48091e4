import { describe, expect, it } from 'vitest';
import { MAX_STORED_INTEGER } from '../../../schemas/common';
import { publishRequestSchema, rollbackRequestSchema, saveDraftRequestSchema } from '../../../schemas/api/editor';
import { phoneRevealRequestSchema } from '../../../schemas/api/phone-reveal';
import { watchlistCarRequestSchema } from '../../../schemas/api/watchlist';
import { MAX_EDITOR_BODY_BYTES, MAX_SHOPPER_BODY_BYTES } from './body-limits';
import { jsonDepth, MAX_JSON_DEPTH, readRequestBody, requestJson, unstorableTextAt } from './request-body';

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

describe('security: request bodies are capped', () => {
  it(`a shopper's request past ${MAX_SHOPPER_BODY_BYTES} bytes answers 413 naming the limit`, async () => {
    const body = JSON.stringify({ query: 'a'.repeat(MAX_SHOPPER_BODY_BYTES) });
    const read = await requestJson(new Request('http://x.invalid/', { method: 'POST', body, headers: { 'content-type': 'application/json' } }));
    expect(read).toEqual({
      ok: false,
      answer: {
        status: 413,
        body: { error: 'The request body is too large: at most 32 kB.', fields: [{ field: '/', message: `must be at most ${MAX_SHOPPER_BODY_BYTES} bytes` }] },
      },
    });
  });
});

describe('security: JSON nested 20,000 deep answers 400, not a stack overflow', () => {
  it('is measured without recursion and refused with the field and a message', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(jsonDepth(JSON.parse(deep))).toBeGreaterThan(MAX_JSON_DEPTH);
    // 40 kB: past a shopper's body limit, within the editor's, where depth is what refuses it.
    const read = await requestJson(new Request('http://x.invalid/', { method: 'POST', body: deep, headers: { 'content-type': 'application/json' } }), MAX_EDITOR_BODY_BYTES);
    expect(read).toEqual({
      ok: false,
      answer: { status: 400, body: { error: 'The request has errors.', fields: [{ field: '/', message: `must be nested at most ${MAX_JSON_DEPTH} levels deep` }] } },
    });
  });

  it(`takes a body ${MAX_JSON_DEPTH} levels deep`, async () => {
    let body: unknown = 1;
    for (let level = 0; level < MAX_JSON_DEPTH; level++) body = { a: body };
    expect(jsonDepth(body)).toBe(MAX_JSON_DEPTH);
    const read = await requestJson(new Request('http://x.invalid/', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
    expect(read.ok).toBe(true);
  });
});

describe('security: a state-changing request from another site, or not in JSON, is refused', () => {
  const post = (headers: Record<string, string>) =>
    requestJson(
      new Request('http://harbour-city-motors.example.com/api/watchlist/save-car', {
        method: 'POST',
        body: '{}',
        headers: { host: 'harbour-city-motors.example.com', ...headers },
      }),
    );

  it.each([
    ['a cross-site page', { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    [
      'a same-site page of another dealer (the editor shares the site)',
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site', origin: 'http://sunshine-toyota.example.com' },
    ],
    ['an Origin of another host, without fetch metadata', { 'content-type': 'application/json', origin: 'https://evil.example' }],
    ['an Origin that is not an address', { 'content-type': 'application/json', origin: 'null' }],
  ])('403 for %s', async (_name, headers) => {
    expect(await post(headers)).toEqual({
      ok: false,
      answer: { status: 403, body: { error: 'The request came from another site and was refused.', fields: [{ field: '/', message: 'must come from a page of this site' }] } },
    });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])('415 for a %j body', async (type) => {
    const read = await post(type ? { 'content-type': type } : {});
    expect(read).toMatchObject({ ok: false, answer: { status: 415, body: { fields: [{ field: '/', message: 'must be sent as application/json' }] } } });
  });

  it.each([
    ["the page's own origin", { origin: 'http://harbour-city-motors.example.com', 'sec-fetch-site': 'same-origin' }],
    ['a program that is no page (no Origin, no fetch metadata)', {}],
    ['JSON with a charset', { 'content-type': 'application/json; charset=utf-8' }],
  ])('takes %s', async (_name, headers) => {
    expect((await post({ 'content-type': 'application/json', ...headers })).ok).toBe(true);
  });
});

describe('security: text the database cannot store answers 400 naming the field, not a 500', () => {
  const post = (body: string) => requestJson(new Request('http://x.invalid/', { method: 'POST', body, headers: { 'content-type': 'application/json' } }));

  it.each([
    ['a NUL character', '{"dealer": {"name": "a\\u0000b"}}', '/dealer/name'],
    ['a lone high surrogate', '{"$schema": "\\ud800"}', '/$schema'],
    ['a lone low surrogate', '{"pages": [{"title": "x\\udc00"}]}', '/pages/0/title'],
    ['a NUL in a key', '{"a/b": {"\\u0000": 1}}', '/a~1b/\u0000'],
  ])('%s is refused with its JSON pointer', async (_what, body, field) => {
    const read = await post(body);
    expect(read).toEqual({
      ok: false,
      answer: { status: 400, body: { error: 'The request has errors.', fields: [{ field, message: 'must not contain a NUL character or a broken Unicode character' }] } },
    });
  });

  it('takes every other character, a whole surrogate pair (an emoji) and right-to-left text included', async () => {
    expect(unstorableTextAt({ name: '💥 \u202eمرحبا\u202c \u0001' })).toBeUndefined();
    expect((await post('{"name": "\\ud83d\\udca5"}')).ok).toBe(true);
  });
});
