import { describe, expect, inject, it } from 'vitest';
import { getWithHost } from '../support/http';

const base = inject('appUrl');
const port = inject('appPort');

function scriptNonces(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((tag) => /\bnonce="([^"]*)"/.exec(tag[0])?.[1] ?? '');
}

function nonceOf(policy: string | null | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
}

describe('security: every page carries a Content-Security-Policy with its own nonce', () => {
  it.each(['/sites/sunshine-toyota', '/sites/westside-used-cars/search', '/sites/sunshine-toyota/no-such-page', '/editor/sign-in', '/', '/no-such-site'])(
    '%s: every script tag carries the nonce of its answer, and frames are refused',
    async (path) => {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      const policy = response.headers.get('content-security-policy');
      const nonce = nonceOf(policy);
      expect(nonce).toBeTruthy();
      expect(policy).toContain("frame-ancestors 'none'");
      const nonces = scriptNonces(await response.text());
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
    },
  );

  it("a dealer's own host gets the policy too, and each answer a new nonce", async () => {
    const [first, second] = await Promise.all([getWithHost(`${base}/`, `sunshine-toyota.localhost:${port}`), getWithHost(`${base}/`, `sunshine-toyota.localhost:${port}`)]);
    const nonces = [first, second].map((response) => nonceOf(response.headers['content-security-policy'] as string));
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("security: a dealer's pages and the canvas never evaluate strings; the editor's screens do, for their validator", async () => {
    for (const path of ['/sites/sunshine-toyota', '/editor/canvas/sunshine-toyota']) {
      expect((await fetch(`${base}${path}`, { redirect: 'manual' })).headers.get('content-security-policy')).not.toContain('unsafe-eval');
    }
    expect((await fetch(`${base}/editor/sign-in`)).headers.get('content-security-policy')).toContain("'unsafe-eval'");
  });

  it('the editor canvas may be framed by the editor only', async () => {
    const response = await fetch(`${base}/editor/canvas/sunshine-toyota`, { redirect: 'manual' });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it.each(['/sites/sunshine-toyota', '/icon.svg', '/media/logos/sunshine-toyota.svg'])('%s: nosniff, a referrer policy and HSTS from the production server', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});
