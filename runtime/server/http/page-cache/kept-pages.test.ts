import { describe, expect, it } from 'vitest';
import { createKeptPages, type RenderedPage, withNonce } from './kept-pages';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const at = (time: string) => Date.parse(`2026-11-29T${time}Z`);
const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `script-src 'nonce-${NONCE}'` },
  body: `<script nonce="${NONCE}">1</script><p>Corolla</p><script nonce="${NONCE}">2</script>`,
  nonce: NONCE,
  versions: '1:1:1:1',
  workedOutAt: at('10:00:00'),
  ...over,
});

describe('kept pages', () => {
  it('serve a page again only at the versions it was rendered at', () => {
    const pages = createKeptPages();
    pages.keep('home', page());
    expect(pages.find('home', '1:1:1:1', at('10:00:01'))?.body).toContain('Corolla');
    expect(pages.find('home', '1:2:1:1', at('10:00:02'))).toBeUndefined();
  });

  it('count a page as its body, its headers and its key', () => {
    const one = page();
    const size = Buffer.byteLength(one.body) + JSON.stringify(one.headers).length + 'a'.length;
    const pages = createKeptPages(size * 2);
    pages.keep('a', one);
    expect(pages.bytes).toBe(size);
    pages.keep('b', one);
    pages.keep('c', one);
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
