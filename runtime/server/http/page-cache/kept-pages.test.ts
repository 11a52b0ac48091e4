import { describe, expect, it } from 'vitest';
import { createKeptPages, PAGE_KEPT_AT_MOST_MS, pageGoodUntil, type RenderedPage, withNonce } from './kept-pages';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const at = (time: string) => Date.parse(`2026-11-29T${time}Z`);
const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `script-src 'nonce-${NONCE}'` },
  body: `<script nonce="${NONCE}">1</script><p>Corolla</p><script nonce="${NONCE}">2</script>`,
  nonce: NONCE,
  versions: '1:1:1:1',
  renderedAt: at('10:00:00'),
  ...over,
});

describe('kept pages', () => {
  it('serve a page again only at the versions it was rendered at (a page never shows stock older than its stock version)', () => {
    const pages = createKeptPages();
    pages.keep('home', page());
    expect(pages.find('home', '1:1:1:1', at('10:00:01'))?.body).toContain('Corolla');
    expect(pages.find('home', '1:2:1:1', at('10:00:02'))).toBeUndefined();
    // Forgotten once stale, even if the versions came back.
    expect(pages.find('home', '1:1:1:1', at('10:00:03'))).toBeUndefined();
    expect(pages.size).toBe(0);
    expect(pages.bytes).toBe(0);
  });

  it(`keep a page at most ${PAGE_KEPT_AT_MOST_MS} ms, and never past the end of the minute it was rendered in`, () => {
    expect(pageGoodUntil(at('10:00:00'))).toBe(at('10:00:00') + PAGE_KEPT_AT_MOST_MS);
    expect(pageGoodUntil(at('10:00:50'))).toBe(at('10:01:00'));
    expect(pageGoodUntil(at('10:00:59.999'))).toBe(at('10:01:00'));
    const pages = createKeptPages();
    pages.keep('home', page({ renderedAt: at('16:59:55') }));
    expect(pages.find('home', '1:1:1:1', at('16:59:59.999'))).toBeDefined();
    // "Open now" turns to closed at 17:00 on the dot.
    expect(pages.find('home', '1:1:1:1', at('17:00:00'))).toBeUndefined();
    pages.keep('home', page({ renderedAt: at('10:00:00') }));
    expect(pages.find('home', '1:1:1:1', at('10:00:09.999'))).toBeDefined();
    expect(pages.find('home', '1:1:1:1', at('10:00:10'))).toBeUndefined();
  });

  it('serve nothing rendered after now (a clock set back)', () => {
    const pages = createKeptPages();
    pages.keep('home', page({ renderedAt: at('10:00:05') }));
    expect(pages.find('home', '1:1:1:1', at('10:00:04'))).toBeUndefined();
  });

  it('hold at most their bytes, the least recently served going first', () => {
    const one = page();
    const size = Buffer.byteLength(one.body) + JSON.stringify(one.headers).length + 1;
    const pages = createKeptPages(size * 2);
    pages.keep('a', one);
    pages.keep('b', one);
    expect(pages.find('a', '1:1:1:1', at('10:00:01'))).toBeDefined();
    pages.keep('c', one);
    expect(pages.size).toBe(2);
    expect(pages.bytes).toBe(size * 2);
    expect(pages.find('b', '1:1:1:1', at('10:00:01'))).toBeUndefined();
    expect(pages.find('a', '1:1:1:1', at('10:00:01'))).toBeDefined();
    expect(pages.find('c', '1:1:1:1', at('10:00:01'))).toBeDefined();
    // A page larger than all they may hold is not kept, and pushes none out.
    pages.keep('huge', page({ body: 'x'.repeat(size * 3) }));
    expect(pages.size).toBe(2);
  });

  it('give every answer a nonce of its own, in the scripts and the policy alike', () => {
    const fresh = 'BBBBBBBBBBBBBBBBBBBBBBBB';
    const served = withNonce(page(), fresh);
    expect(served.body).toBe(`<script nonce="${fresh}">1</script><p>Corolla</p><script nonce="${fresh}">2</script>`);
    expect(served.headers['content-security-policy']).toBe(`script-src 'nonce-${fresh}'`);
    expect(JSON.stringify(served)).not.toContain(NONCE);
  });
});
