import { describe, expect, it } from 'vitest';
import { commonSecurityHeaders, contentSecurityPolicy, hasStripeKeys, newNonce, pagePolicyFor, setsOwnPolicy } from './security-headers';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

describe('security headers', () => {
  it("security: scripts run only with this answer's nonce, never inline or eval in production", () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123', framedBy: 'none' }));
    expect(policy['script-src']).toBe("'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['base-uri']).toBe("'none'");
    expect(contentSecurityPolicy({ nonce: 'n', framedBy: 'none', evaluatesStrings: true })).toContain("'unsafe-eval'");
  });

  it("security: only the editor's own screens may evaluate strings (its validator), never a dealer page or the canvas", () => {
    expect(pagePolicyFor('/editor/sunshine-toyota', 'n', false).evaluatesStrings).toBe(true);
    expect(pagePolicyFor('/editor', 'n', false).evaluatesStrings).toBe(true);
    expect(pagePolicyFor('/editor/canvas/sunshine-toyota', 'n', false).evaluatesStrings).toBe(false);
    expect(pagePolicyFor('/sites/sunshine-toyota', 'n', false).evaluatesStrings).toBe(false);
    expect(pagePolicyFor('/sites/editor', 'n', false).evaluatesStrings).toBe(false);
    expect(pagePolicyFor('/editorial', 'n', false).evaluatesStrings).toBe(false);
    expect(pagePolicyFor('/sites/sunshine-toyota', 'n', true).evaluatesStrings).toBe(true);
  });

  it('security: only the editor canvas may be framed, and only by the editor', () => {
    expect(pagePolicyFor('/editor/canvas/sunshine-toyota/cars/:slug', 'n', false).framedBy).toBe('self');
    expect(pagePolicyFor('/sites/sunshine-toyota', 'n', false).framedBy).toBe('none');
    expect(pagePolicyFor('/editor/sunshine-toyota', 'n', false).framedBy).toBe('none');
    expect(directives(contentSecurityPolicy({ nonce: 'n', framedBy: 'self' }))['frame-ancestors']).toBe("'self'");
    expect(directives(contentSecurityPolicy({ nonce: 'n', framedBy: 'none' }))['frame-ancestors']).toBe("'none'");
  });

  it("security: Stripe's card entry may load only on a car's checkout, and only where Stripe's keys are set", () => {
    const stripeOn = (pathname: string) => pagePolicyFor(pathname, 'n', false, true).takesCardPayments;
    expect(stripeOn('/sites/sunshine-toyota/cars/2024-toyota-corolla-sx-4101/checkout')).toBe(true);
    expect(stripeOn('/sites/~harbour-city-motors.example.com/cars/2024-kia-sportage-4102/buy-online')).toBe(true);
    expect(pagePolicyFor('/sites/sunshine-toyota/cars/2024-toyota-corolla-sx-4101/checkout', 'n', false, false).takesCardPayments).toBe(false);
    for (const elsewhere of [
      '/sites/sunshine-toyota/cars/2024-toyota-corolla-sx-4101',
      '/sites/sunshine-toyota/search',
      '/sites/sunshine-toyota/cars/x/checkout/more',
      '/editor/canvas/sunshine-toyota/cars/:slug/checkout',
    ]) {
      expect([elsewhere, stripeOn(elsewhere)]).toEqual([elsewhere, false]);
    }
    const checkout = directives(contentSecurityPolicy({ nonce: 'n', framedBy: 'none', takesCardPayments: true }));
    expect(checkout['script-src']).toBe("'self' 'nonce-n' 'strict-dynamic' https://js.stripe.com https://*.js.stripe.com");
    expect(checkout['frame-src']).toBe("'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(checkout['connect-src']).toBe("'self' https://api.stripe.com");
    expect(contentSecurityPolicy({ nonce: 'n', framedBy: 'none' })).not.toContain('stripe');
    expect(hasStripeKeys({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh' } as unknown as NodeJS.ProcessEnv)).toBe(true);
    expect(hasStripeKeys({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' } as unknown as NodeJS.ProcessEnv)).toBe(false);
  });

  it('draws a fresh nonce of 144 random bits each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });

  it('security: HSTS only from a production server; nosniff and a referrer policy always', () => {
    const keys = (production: boolean) => commonSecurityHeaders(production).map((header) => header.key);
    expect(keys(true)).toEqual(['X-Content-Type-Options', 'Referrer-Policy', 'Strict-Transport-Security']);
    expect(keys(false)).toEqual(['X-Content-Type-Options', 'Referrer-Policy']);
  });

  it("a media library picture keeps its own policy (an SVG's is stricter than any page's); pages do not", () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(setsOwnPolicy(`/sites/sunshine-toyota/uploads/${id}`)).toBe(true);
    expect(setsOwnPolicy(`/sites/~sunshine.example.com/uploads/${id}`)).toBe(true);
    expect(setsOwnPolicy(`/editor/api/sites/sunshine-toyota/media/${id}`)).toBe(true);
    expect(setsOwnPolicy('/sites/sunshine-toyota/uploads')).toBe(false);
    expect(setsOwnPolicy('/sites/sunshine-toyota/finance')).toBe(false);
    expect(setsOwnPolicy('/editor/api/sites/sunshine-toyota/media')).toBe(false);
  });
});
