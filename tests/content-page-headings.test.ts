import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registry } from '../blocks';
import { fakeData, testLocation } from '../blocks/kit/test-support/fake-data';
import { pageBlogCategory } from '../runtime/render/blog-category-page';
import { mantineThemeFor } from '../runtime/render/mantine-theme';
import { loadBlockData, renderBlocks } from '../runtime/render/render-blocks';
import { createSiteContext } from '../runtime/render/site-context';
import { blogCategories, blogPosts } from '../runtime/rules/blog-posts';
import { readDealerConfigs, templatesIn } from '../runtime/server/dealer-configs';
import { walkBlockTree } from '../runtime/site-document/block-tree';
import { resolveDocument } from '../runtime/site-document/resolve';
import type { Page, SiteDocument } from '../schemas/site-document';

const configs = await readDealerConfigs();

/** Blocks that read only the document (and, for lead forms, the site's locations): a page of these renders here without stock. */
const CONTENT_BLOCKS = new Set(['section', 'columns', 'rich-text', 'faq', 'promo-card', 'promo-slider', 'enquiry-form', 'blog-posts', 'blog-post-heading']);

function isContentPage(page: Page): boolean {
  return [...walkBlockTree(page.blocks)].every(({ node }) => CONTENT_BLOCKS.has(node.type));
}

/** A content page's main part as the server writes it, on a blog category page for the site's newest category. */
async function pageHtml(document: SiteDocument, page: Page): Promise<string> {
  const category = blogCategories(blogPosts(document.pages))[0]?.slug ?? '';
  const params = page.path.includes(':') ? { [page.path.split(':')[1]!]: category } : {};
  expect(pageBlogCategory(document, page, params).kind).not.toBe('no-such-category');
  const site = createSiteContext({ document, basePath: '', page, params });
  const data = fakeData({ locations: [testLocation()] });
  const loaded = await loadBlockData(page.blocks, registry, { site, data });
  return renderToString(createElement(MantineProvider, { theme: mantineThemeFor(document.theme) }, renderBlocks(page.blocks, registry, site, loaded)));
}

/** Every heading level in the order a screen reader meets them. */
function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
}

/** WCAG 1.3.1 and 2.4.6: one h1 first, and no level skipped on the way down. */
function headingProblems(levels: number[]): string[] {
  const problems: string[] = [];
  if (levels.filter((level) => level === 1).length !== 1) problems.push(`has ${levels.filter((level) => level === 1).length} h1 headings`);
  if (levels[0] !== 1) problems.push(`starts with an h${levels[0]}`);
  levels.forEach((level, index) => {
    if (index > 0 && level > levels[index - 1]! + 1) problems.push(`goes from h${levels[index - 1]} to h${level}`);
  });
  return problems;
}

describe("the demo dealers' content pages (spec detail §2: content, company, legal and help pages, offers and the blog) keep their headings in order", () => {
  it.each(configs.dealers.map((dealer) => [dealer.slug, dealer] as const))('%s', async (_slug, dealer) => {
    const { document } = await resolveDocument(dealer.document, templatesIn(configs), registry);
    const pages = document.pages.filter(isContentPage);
    const problems: string[] = [];
    for (const page of pages) for (const problem of headingProblems(headingLevels(await pageHtml(document, page)))) problems.push(`${page.path} ${problem}`);
    expect(problems).toEqual([]);
    // The pages this test is about are among them, so it cannot pass by finding none.
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/service', '/careers', '/faqs', '/special-offers', '/blog', '/blog/:category']));
  });
});
