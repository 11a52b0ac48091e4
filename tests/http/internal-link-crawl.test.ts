import { describe, expect, inject, it } from 'vitest';
import { registry } from '../../blocks';
import { matchPage } from '../../runtime/render/match-page';
import { readDealerConfigs, templatesIn } from '../../runtime/server/dealer-configs';
import { resolveDocument } from '../../runtime/site-document/resolve';
import type { SiteDocument } from '../../schemas/site-document';
import { getWithHost, type PlainResponse } from '../support/http';

/**
 * Spec detail §2 (routes and navigation) over HTTP, on the built app: from
 * each demo dealer's home page, on the dealer's own host, every <a href> of
 * the site is followed and must answer 200, so no menu, footer, card or
 * text leads a shopper to a 404 or an error. Stock pages are many and
 * alike, so each page of the document is visited at a few addresses only
 * (a few cars for /cars/:slug, a few query strings for a search page).
 */
const base = inject('appUrl');
const port = inject('appPort');
const configs = await readDealerConfigs();

/** How many addresses of one page of the document are visited: enough to meet a second car or search, few enough to finish in seconds. */
const ADDRESSES_PER_PAGE = 3;
const REQUESTS_AT_ONCE = 4;
/** A gated page sends a signed-out shopper to sign in; a longer chain of redirects is a loop. */
const MAX_REDIRECTS = 3;
/** A hang guard for a busy machine, not a timing. */
const CRAWL_TIMEOUT_MS = 120_000;

const ANCHOR_HREF = /<a\b[^>]*?\shref="([^"]*)"/gi;

function decodeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The same-site addresses (path and query, anchor left off) a page's HTML links to; other sites, phone numbers and emails are not followed. */
function linksIn(html: string, pageAddress: string, host: string): string[] {
  return [...html.matchAll(ANCHOR_HREF)].flatMap((match) => {
    const url = new URL(decodeAttribute(match[1]!), `http://${host}${pageAddress}`);
    if (!/^https?:$/.test(url.protocol) || url.host !== host) return [];
    return [`${url.pathname}${url.search}`];
  });
}

/** Addresses share a budget when they show the same page of the document; an address of no page is its own, so each dead link is still asked once. */
function budgetKey(document: SiteDocument, address: string): string {
  const { pathname } = new URL(address, 'http://site.invalid');
  const match = matchPage(document.pages, decodeURIComponent(pathname));
  return match ? `page:${match.page.id}` : `path:${pathname}`;
}

/** The answer to an address, a redirect within the site followed as a browser would. */
async function visit(address: string, host: string): Promise<{ response: PlainResponse; address: string }> {
  let current = address;
  for (let hop = 0; ; hop++) {
    const response = await getWithHost(`${base}${current}`, host);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || typeof location !== 'string' || hop === MAX_REDIRECTS) return { response, address: current };
    const next = new URL(location, `http://${host}${current}`);
    // Leaving the site (a payment page, another domain) is the end of this site's part.
    if (next.host !== host) return { response: { ...response, status: 200, body: '' }, address: current };
    current = `${next.pathname}${next.search}`;
  }
}

/** Every failure as "address (linked from page): status". */
async function crawl(slug: string, document: SiteDocument): Promise<{ failures: string[]; visited: number }> {
  const host = `${slug}.localhost:${port}`;
  const seen = new Set<string>();
  const used = new Map<string, number>();
  const queue: { address: string; from: string }[] = [];
  const failures: string[] = [];
  const enqueue = (address: string, from: string) => {
    if (seen.has(address)) return;
    const key = budgetKey(document, address);
    const count = used.get(key) ?? 0;
    if (count >= ADDRESSES_PER_PAGE) return;
    used.set(key, count + 1);
    seen.add(address);
    queue.push({ address, from });
  };
  enqueue('/', 'the start');

  let busy = 0;
  const worker = async () => {
    while (queue.length > 0 || busy > 0) {
      const next = queue.shift();
      if (!next) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      busy += 1;
      try {
        const { response, address } = await visit(next.address, host);
        if (response.status !== 200) failures.push(`${next.address} (linked from ${next.from}): ${response.status}`);
        else if (String(response.headers['content-type'] ?? '').includes('text/html')) {
          for (const link of linksIn(response.body, address, host)) enqueue(link, address);
        }
      } catch (error) {
        failures.push(`${next.address} (linked from ${next.from}): ${(error as Error).message}`);
      } finally {
        busy -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: REQUESTS_AT_ONCE }, worker));
  return { failures, visited: seen.size };
}

describe('every link on a demo dealer site answers 200, crawled from its home page on its own host (spec detail §2)', () => {
  it.each(configs.dealers.map((dealer) => [dealer.slug, dealer] as const))(
    '%s',
    async (slug, dealer) => {
      const { document } = await resolveDocument(dealer.document, templatesIn(configs), registry);
      const { failures, visited } = await crawl(slug, document);
      expect(failures).toEqual([]);
      // The content pages, the blog and a car page were reached, so the crawl cannot pass by visiting nothing.
      expect(visited).toBeGreaterThan(40);
    },
    CRAWL_TIMEOUT_MS,
  );
});
