import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_ENCODING_HEADER } from '../http/answer-encoding';
import type { HttpAnswer } from '../http/request-body';
import { createKeptSearchAnswers } from './kept-search-answers';

/** A search request as the door hands it on: naming the encoding its client takes, or (no door) none. */
const asked = (encoding?: string) => new Request('https://dealer.example/api/search', { headers: encoding ? { [ANSWER_ENCODING_HEADER]: encoding } : {} });

const at = (time: string) => Date.parse(`2026-12-02T${time}Z`);

function answers(time = at('10:00:00')) {
  const clock = { now: time };
  const kept = createKeptSearchAnswers({ now: () => clock.now });
  let worked = 0;
  const search = vi.fn(async (): Promise<HttpAnswer> => ({ status: 200, body: { count: ++worked, hits: [] } }));
  const ask = async (key: string, versions: string | undefined, work: () => Promise<HttpAnswer & { versions?: string }> = search) => {
    const response = await kept.respond(asked(), key, versions, work);
    return { status: response.status, timing: response.headers.get('server-timing') ?? '', body: (await response.json()) as unknown };
  };
  return { clock, kept, search, ask };
}

describe('search answers kept per query key (spec search §7: "Cached per query key")', () => {
  it('send a search asked again at the same stock and holds versions as it was worked out, without searching', async () => {
    const { search, ask } = answers();
    const first = await ask('toyota', '7:3');
    const again = await ask('toyota', '7:3');
    expect(search).toHaveBeenCalledTimes(1);
    expect(again.body).toEqual(first.body);
    expect(first.timing).toMatch(/^search;desc="worked out";dur=\d+\.\d\d$/);
    expect(again.timing).toMatch(/^search;desc="kept";dur=\d+\.\d\d$/);
  });

  it('work a search out again once the stock or the holds move on (never stock older than its version)', async () => {
    const { search, ask } = answers();
    await ask('toyota', '7:3');
    expect((await ask('toyota', '8:3')).body).toEqual({ count: 2, hits: [] });
    expect((await ask('toyota', '8:4')).body).toEqual({ count: 3, hits: [] });
    expect(search).toHaveBeenCalledTimes(3);
  });

  it('keep each search under its own key', async () => {
    const { search, ask } = answers();
    await ask('toyota', '7:3');
    await ask('mazda', '7:3');
    expect((await ask('toyota', '7:3')).body).toEqual({ count: 1, hits: [] });
    expect((await ask('mazda', '7:3')).body).toEqual({ count: 2, hits: [] });
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('work a search out again once its time is up (a hold ends, the sold window closes)', async () => {
    const { clock, search, ask } = answers(at('10:00:00'));
    await ask('toyota', '7:3');
    clock.now = at('10:00:09.999');
    expect((await ask('toyota', '7:3')).timing).toContain('kept');
    clock.now = at('10:00:10');
    expect((await ask('toyota', '7:3')).timing).toContain('worked out');
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('keep nothing without the versions, which alone say when an answer went stale', async () => {
    const { kept, search, ask } = answers();
    await ask('toyota', undefined);
    await ask('toyota', undefined);
    expect(search).toHaveBeenCalledTimes(2);
    expect(kept.kept.size).toBe(0);
  });

  it('keep no refusal: a 400 is answered as it is, and the next search is worked out', async () => {
    const { kept, ask } = answers();
    const refusal = vi.fn(async (): Promise<HttpAnswer> => ({ status: 400, body: { error: 'Invalid search', fields: [{ field: 'page', message: 'must be 1 or more' }] } }));
    const refused = await ask('page=0', '7:3', refusal);
    expect(refused).toMatchObject({ status: 400, timing: '', body: { error: 'Invalid search' } });
    await ask('page=0', '7:3', refusal);
    expect(refusal).toHaveBeenCalledTimes(2);
    expect(kept.kept.size).toBe(0);
  });

  it('hold at most their bytes: a stream of new searches cannot grow them', async () => {
    const kept = createKeptSearchAnswers({ maxBytes: 1_000 });
    const body = { hits: 'x'.repeat(300) };
    for (let nth = 0; nth < 50; nth++) await kept.respond(asked(), `search ${nth}`, '1:1', async () => ({ status: 200, body }));
    expect(kept.kept.bytes).toBeLessThanOrEqual(1_000);
    expect(kept.kept.size).toBe(3);
  });

  it('compress an answer as the door says its client takes, once per encoding, and name the encoding for the door to send', async () => {
    const kept = createKeptSearchAnswers();
    const search = vi.fn(async (): Promise<HttpAnswer> => ({ status: 200, body: { hits: 'Corolla '.repeat(500) } }));
    const plain = JSON.stringify({ hits: 'Corolla '.repeat(500) });
    const send = async (encoding?: string) => {
      const response = await kept.respond(asked(encoding), 'corolla', '1:1', search);
      return { encoding: response.headers.get(ANSWER_ENCODING_HEADER), vary: response.headers.get('vary'), bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const br = await send('br');
    expect(br).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' });
    expect(br.bytes.length).toBeLessThan(plain.length / 10);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain);
    const gzip = await send('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain);
    // No door, or a client that takes no compression: plain JSON, and nothing for a door to rename.
    for (const none of [undefined, 'identity', 'zstd']) {
      const sent = await send(none);
      expect(sent).toMatchObject({ encoding: null, vary: 'Accept-Encoding' });
      expect(sent.bytes.toString()).toBe(plain);
    }
    expect(search).toHaveBeenCalledTimes(1);
    // Each encoding is kept once: asking again adds nothing.
    const held = kept.kept.bytes;
    expect(held).toBe('corolla'.length + br.bytes.length + gzip.bytes.length + plain.length);
    expect((await send('br')).bytes).toEqual(br.bytes);
    expect((await send('gzip')).bytes).toEqual(gzip.bytes);
    expect(kept.kept.bytes).toBe(held);
  });

  it('keep an answer as of the stock it shows: one worked out from an older index (the stock being read again) is not sent for the newer version', async () => {
    const { search, ask } = answers();
    const fromOlderIndex = vi.fn(async () => ({ ...(await search()), versions: '4:3' }));
    await ask('toyota', '5:3', fromOlderIndex);
    expect((await ask('toyota', '5:3')).timing).toContain('worked out');
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('keep nothing with room for nothing (SEARCH_CACHE=off): every search is worked out', async () => {
    const kept = createKeptSearchAnswers({ maxBytes: 0 });
    const search = vi.fn(async (): Promise<HttpAnswer> => ({ status: 200, body: { hits: [] } }));
    for (let nth = 0; nth < 2; nth++) expect((await kept.respond(asked('br'), 'toyota', '1:1', search)).headers.get('server-timing')).toContain('worked out');
    expect(search).toHaveBeenCalledTimes(2);
  });
});
