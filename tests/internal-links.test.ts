import { describe, expect, it } from 'vitest';
import { registry } from '../blocks';
import { pageBlogCategory } from '../runtime/render/blog-category-page';
import { matchPage } from '../runtime/render/match-page';
import { readDealerConfigs, templatesIn } from '../runtime/server/dealer-configs';
import { resolveDocument } from '../runtime/site-document/resolve';
import type { SiteDocument } from '../schemas/site-document';
import { documentLinks, sitePathOf } from './support/document-links';

const configs = await readDealerConfigs();

/**
 * Whether a path is a page of the document, as the site finds pages. A
 * parameter page answers any value here (a car, a make or a location is
 * stock, checked over HTTP by the crawl), except a blog category, which the
 * document itself decides.
 */
function leadsToAPage(document: SiteDocument, path: string): boolean {
  const match = matchPage(document.pages, decodeURIComponent(path));
  return match !== undefined && pageBlogCategory(document, match.page, match.params).kind !== 'no-such-category';
}

describe('every internal link of a demo dealer leads to a page of its document (spec detail §2: routes and navigation)', () => {
  it.each(configs.dealers.map((dealer) => [dealer.slug, dealer] as const))('%s', async (_slug, dealer) => {
    const { document, errors } = await resolveDocument(dealer.document, templatesIn(configs), registry);
    expect(errors).toEqual([]);
    const links = documentLinks(document);
    const dead = links.filter(({ href }) => {
      const path = sitePathOf(href, document.dealer.domains);
      return path !== undefined && !leadsToAPage(document, path);
    });
    expect(dead.map(({ where, href }) => `${where}: ${href}`)).toEqual([]);
    // The walk found the links it is meant to check, not an empty list.
    expect(links.length).toBeGreaterThan(20);
  });
});
