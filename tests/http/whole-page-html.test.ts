import { describe, expect, inject, it } from 'vitest';

const base = inject('appUrl');
const DEALERS = ['sunshine-toyota', 'harbour-city-motors', 'westside-used-cars'];

async function firstCarPath(site: string): Promise<string> {
  const answer = (await (await fetch(`${site}/api/search`)).json()) as { hits: { slug: string }[] };
  return `/cars/${answer.hits[0]!.slug}`;
}

/**
 * A shopper's page arrives as one piece of HTML that paints as it is parsed.
 * A block sent as a streamed boundary (a `<template id="B:n">` in place, its
 * HTML in a hidden div, moved in by React's `$RC` script) showed nothing
 * until React revealed it, and the reveal shifted the page (issue 16, CLS).
 */
describe('shopper pages are sent whole, not as streamed blocks (issue 16: CLS ≤ 0.05, LCP)', () => {
  it.each(DEALERS)('%s: home, search, a vehicle page and a content page', async (slug) => {
    const site = `${base}/sites/${slug}`;
    for (const path of ['', '/search', await firstCarPath(site), '/terms-and-conditions']) {
      const response = await fetch(`${site}${path}`);
      expect(response.status, `${slug}${path}`).toBe(200);
      const html = await response.text();
      expect(html, `${slug}${path}`).toContain('<main id="main">');
      expect(html.match(/<template id="B:\d+">/g) ?? [], `${slug}${path}: streamed block boundaries`).toEqual([]);
      expect(html, `${slug}${path}: a reveal script`).not.toMatch(/\$RC\(/);
    }
  });
});
