import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../blocks';
import { formatError } from '../schemas/errors';
import { checkDealerConfigs, readDealerConfigs, templatesIn } from '../runtime/server/dealer-configs';
import { blogCategories, blogCategoryPath, blogPosts, categoryOfPost } from '../runtime/rules/blog-posts';
import { reserveRoute } from '../runtime/rules/reservation';
import { walkBlockTree } from '../runtime/site-document/block-tree';
import { resolveDocument } from '../runtime/site-document/resolve';
import { blockDocsMarkdown, BLOCK_DOCS_FILE } from '../scripts/block-docs';
import {
  LEAD_VALIDATOR_FILE,
  LEAD_VALIDATOR_TYPES,
  LEAD_VALIDATOR_TYPES_FILE,
  leadValidatorCode,
  RESERVATION_VALIDATOR_FILE,
  RESERVATION_VALIDATOR_TYPES_FILE,
  reservationValidatorCode,
} from '../scripts/lead-validator-code';
import { SITE_SCHEMA_FILE, siteSchemaJson } from '../scripts/site-schema-json';
import { TRADE_IN_VALIDATORS_FILE, TRADE_IN_VALIDATORS_TYPES, TRADE_IN_VALIDATORS_TYPES_FILE, tradeInValidatorsCode } from '../scripts/trade-in-validator-code';

const configs = await readDealerConfigs();

describe('dealer-configs/', () => {
  it('holds the three demo dealers and the toyota template', () => {
    expect(configs.dealers.map((d) => d.slug)).toEqual(['harbour-city-motors', 'sunshine-toyota', 'westside-used-cars']);
    expect(configs.templates.map((t) => t.slug)).toEqual(['toyota']);
  });

  it('every dealer document, merged over its template, validates', async () => {
    const problems = (await checkDealerConfigs(configs, registry)).flatMap(({ file, errors }) => errors.map((e) => `${path.basename(file)}: ${formatError(e)}`));
    expect(problems).toEqual([]);
  });

  it('every file names the generated schema as $schema', () => {
    for (const file of configs.dealers) expect(file.document.$schema).toBe('../schemas/generated/site.schema.json');
    for (const file of configs.templates) expect(file.document.$schema).toBe('../../schemas/generated/site.schema.json');
  });

  it('the three dealers use different templates and themes', async () => {
    const resolved = await Promise.all(configs.dealers.map(async (dealer) => (await resolveDocument(dealer.document, templatesIn(configs), registry)).document));
    expect(new Set(resolved.map((d) => d.dealer.template)).size).toBe(3);
    expect(new Set(resolved.map((d) => d.theme.primaryColor)).size).toBe(3);
  });

  it("the Toyota dealer inherits the template's pages and overrides its hero by block id", async () => {
    const dealer = configs.dealers.find((d) => d.slug === 'sunshine-toyota')!;
    const template = configs.templates.find((t) => t.slug === 'toyota')!;
    const { document } = await resolveDocument(dealer.document, templatesIn(configs), registry);
    const home = document.pages.find((p) => p.path === '/')!;
    const hero = home.blocks.find((b) => b.id === 'hero')!;
    expect(hero.props.heading).toBe('Sunshine Coast Toyota');
    expect(hero.props.buttons).toEqual((template.document as any).pages[0].blocks[0].props.buttons.map((b: object) => ({ emphasis: 'primary', ...b })));
    // Merge by id: the template's pages keep their order, the dealer's own pages follow.
    const templatePaths = (template.document as { pages: { path: string }[] }).pages.map((p) => p.path);
    expect(document.pages.map((p) => p.path)).toEqual([
      ...templatePaths,
      '/about-us',
      '/sign-in',
      '/watchlist',
      '/pages/our-history',
      '/teams',
      '/careers',
      '/eofy',
      '/blog/servicing/looking-after-your-hybrid-battery',
      '/blog/servicing/before-your-summer-road-trip',
      '/blog/community/coolum-surf-club-partnership',
    ]);
    expect(document.theme.primaryColor).toBe('toyotaRed');
    expect(document.settings.callToActionPosition).toBe(9);
  });

  it('every dealer that reserves online has the checkout at its reserve route (/cars/:slug/checkout or /buy-online), where the Reserve buttons lead', async () => {
    const checkouts: Record<string, string> = {};
    for (const file of configs.dealers) {
      const { document } = await resolveDocument(file.document, templatesIn(configs), registry);
      if (!document.settings.reserveOnline.enabled) continue;
      const route = reserveRoute(':slug', document.settings).replace('/cars/%3Aslug', '/cars/:slug');
      const page = document.pages.find((candidate) => candidate.path === route);
      const blocks = page ? [...walkBlockTree(page.blocks)].map(({ node }) => node.type) : [];
      expect([file.slug, blocks]).toEqual([file.slug, expect.arrayContaining(['reserve-checkout'])]);
      expect(page?.seo.noindex).toBe(true);
      checkouts[file.slug] = route;
    }
    expect(checkouts).toEqual({ 'harbour-city-motors': '/cars/:slug/buy-online', 'sunshine-toyota': '/cars/:slug/checkout' });
  });
});

describe('offers in the demo documents', () => {
  it('spec §9 "Promo cards respect start and expiry dates": every promotion a slider or promo card names is one of the dealer’s, so an offer page never shows nothing by a typo', async () => {
    for (const file of configs.dealers) {
      const { document } = await resolveDocument(file.document, templatesIn(configs), registry);
      const ids = new Set(document.promotions.map((promotion) => promotion.id));
      const blocks = [...document.layout.header, ...document.layout.footer, ...document.pages.flatMap((page) => page.blocks)];
      const named = [...walkBlockTree(blocks)].flatMap(({ node }) => {
        const props = node.props as { promotionId?: string; promotionIds?: string[] };
        return [...(props.promotionIds ?? []), ...(props.promotionId ? [props.promotionId] : [])];
      });
      expect([file.slug, named.filter((id) => !ids.has(id))]).toEqual([file.slug, []]);
    }
  });

  it('spec detail §2: each demo dealer has a special offers page and a sale page showing its promotions slider', async () => {
    const salePages: Record<string, string[]> = {};
    for (const file of configs.dealers) {
      const { document } = await resolveDocument(file.document, templatesIn(configs), registry);
      salePages[file.slug] = document.pages
        .filter((page) => [...walkBlockTree(page.blocks)].some(({ node }) => node.type === 'promo-slider') && page.path !== '/')
        .map((page) => page.path);
    }
    expect(salePages).toEqual({
      'harbour-city-motors': ['/special-offers', '/sale'],
      'sunshine-toyota': ['/special-offers', '/eofy'],
      'westside-used-cars': ['/special-offers', '/sale'],
    });
  });
});

describe('blogs in the demo documents', () => {
  it('spec detail §2 "/blog and blog categories": each demo dealer has /blog, /blog/:category and posts in more than one category, each under its category’s address', async () => {
    for (const file of configs.dealers) {
      const { document } = await resolveDocument(file.document, templatesIn(configs), registry);
      const posts = blogPosts(document.pages);
      expect(document.pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/blog', '/blog/:category']));
      expect([file.slug, posts.length >= 3, blogCategories(posts).length >= 2]).toEqual([file.slug, true, true]);
      for (const post of posts) expect(post.path.startsWith(`${blogCategoryPath(categoryOfPost(post.post))}/`)).toBe(true);
    }
  });
});

describe('generated files are up to date', () => {
  it('schemas/generated/ (the site schema, the lead form, trade-in and reserve checkout validators) matches the registry and schemas (run `npm run schema`)', async () => {
    expect(await readFile(SITE_SCHEMA_FILE, 'utf8')).toBe(siteSchemaJson());
    expect(await readFile(LEAD_VALIDATOR_FILE, 'utf8')).toBe(leadValidatorCode());
    expect(await readFile(LEAD_VALIDATOR_TYPES_FILE, 'utf8')).toBe(LEAD_VALIDATOR_TYPES);
    expect(await readFile(TRADE_IN_VALIDATORS_FILE, 'utf8')).toBe(tradeInValidatorsCode());
    expect(await readFile(TRADE_IN_VALIDATORS_TYPES_FILE, 'utf8')).toBe(TRADE_IN_VALIDATORS_TYPES);
    expect(await readFile(RESERVATION_VALIDATOR_FILE, 'utf8')).toBe(reservationValidatorCode());
    expect(await readFile(RESERVATION_VALIDATOR_TYPES_FILE, 'utf8')).toBe(LEAD_VALIDATOR_TYPES);
  });

  it('docs/blocks.md matches the registry (run `npm run docs:blocks`)', async () => {
    expect(await readFile(BLOCK_DOCS_FILE, 'utf8')).toBe(blockDocsMarkdown());
  });
});
