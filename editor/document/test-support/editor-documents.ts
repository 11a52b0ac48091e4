import { registry } from '../../../blocks';
import { testSiteDocument } from '../../../blocks/kit/test-support/site-document';
import type { BlockNode } from '../../../schemas/block-node';
import type { SiteDocument } from '../../../schemas/site-document';
import { MAX_DATA_BLOCKS_PER_PAGE } from '../../../schemas/document-limits';
import { countBlocks as countBlocksInList } from '../../../runtime/site-document/block-tree';

/** A block of a registered type with its definition's defaults and a given id. */
export function testBlock(type: string, id: string, slots?: Record<string, BlockNode[]>): BlockNode {
  const definition = registry.get(type);
  if (!definition) throw new Error(`No block type ${type} in the registry`);
  const node: BlockNode = { id, type, props: structuredClone(definition.defaults) };
  if (definition.slots?.length) node.slots = Object.fromEntries(definition.slots.map((slot) => [slot, slots?.[slot] ?? []]));
  return node;
}

/**
 * A valid dealer site with two pages and containers to move blocks in and
 * out of: home holds a hero, a section (with a promo card and rich text)
 * and two columns (with a promo card in the first); offers holds a promo card.
 */
export function editorTestDocument(): SiteDocument {
  const doc = testSiteDocument();
  doc.pages = [
    {
      ...doc.pages[0],
      blocks: [
        testBlock('hero-banner', 'home-hero'),
        testBlock('section', 'offers-section', {
          content: [testBlock('promo-card', 'summer-card'), testBlock('rich-text', 'offers-text')],
        }),
        testBlock('columns', 'two-columns', { first: [testBlock('promo-card', 'left-card')] }),
      ],
    },
    { id: 'offers', path: '/special-offers', title: 'Special offers', seo: { noindex: false }, layout: true, blocks: [testBlock('promo-card', 'winter-card')] },
  ];
  return doc;
}

/**
 * A site with `blockCount` blocks across three pages, a quarter of them
 * sections holding a promo card and two other blocks each: the size the
 * editor must stay fast at.
 */
export function largeTestDocument(blockCount: number): SiteDocument {
  const doc = testSiteDocument();
  const leafTypes = registry
    .list()
    .filter((definition) => !definition.slots?.length && definition.category !== 'site')
    .map((definition) => definition.type);
  const pages: SiteDocument['pages'] = [
    { ...doc.pages[0], blocks: [] },
    { id: 'finance', path: '/finance', title: 'Finance', seo: { noindex: false }, layout: true, blocks: [] },
    { id: 'offers', path: '/special-offers', title: 'Special offers', seo: { noindex: false }, layout: true, blocks: [] },
  ];
  let made = 0;
  let nextType = 0;
  // Every kind of block, but no more of those that load data on one page than a page may hold.
  const dataBlocks = pages.map(() => 0);
  const leaf = (page: number) => {
    for (;;) {
      const type = leafTypes[nextType++ % leafTypes.length];
      if (!registry.get(type)?.load) return testBlock(type, `block-${made++}`);
      if (dataBlocks[page] < MAX_DATA_BLOCKS_PER_PAGE) {
        dataBlocks[page] += 1;
        return testBlock(type, `block-${made++}`);
      }
    }
  };
  for (let page = 0; made < blockCount; page = (page + 1) % pages.length) {
    if (blockCount - made >= 4) {
      const id = `section-${made++}`;
      // Each section leads with a promo card, the block the benchmarks type into.
      pages[page].blocks.push(testBlock('section', id, { content: [testBlock('promo-card', `card-${made++}`), leaf(page), leaf(page)] }));
    } else pages[page].blocks.push(leaf(page));
  }
  doc.pages = pages;
  doc.layout = { header: [], footer: [] };
  return doc;
}

export function countBlocks(doc: SiteDocument): number {
  return doc.pages.reduce((sum, page) => sum + countBlocksInList(page.blocks), 0) + countBlocksInList(doc.layout.header) + countBlocksInList(doc.layout.footer);
}
