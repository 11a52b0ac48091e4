import { describe, expect, it } from 'vitest';
import { MAX_BLOCK_DEPTH, MAX_BLOCKS_PER_PAGE, MAX_DATA_BLOCKS_PER_PAGE, MAX_DOCUMENT_BYTES, MAX_LAYOUT_BLOCKS, MAX_PAGES } from '../../schemas/document-limits';
import { defineBlock } from '../block-types';
import { createRegistry } from '../registry';
import { fixtureRegistry, validFixtureDocument } from './test-support/fixture-registry';
import { validateSiteDocument } from './validator';

type Doc = Record<string, any>;

const card = (id: string) => ({ id, type: 'test-card', props: { title: 'Offer' } });
const cards = (count: number, prefix = 'card') => Array.from({ length: count }, (_, index) => card(`${prefix}-${index}`));
/** A section holding `count` cards. */
const section = (id: string, content: object[]) => ({ id, type: 'test-section', props: {}, slots: { content } });

/** A block that loads data, as stock carousels and car lists do. */
const listing = defineBlock({
  type: 'test-listing',
  label: 'Listing',
  category: 'search',
  description: 'Lists cars.',
  schema: { type: 'object', properties: {} } as const,
  defaults: {},
  load: async () => [],
  component: () => null,
});
const registryWithListing = createRegistry([...fixtureRegistry.list(), listing]);

function validate(change: (doc: Doc) => void) {
  const doc = validFixtureDocument() as Doc;
  change(doc);
  return validateSiteDocument(doc, registryWithListing);
}

/** Blocks nested `depth` deep: sections inside sections, a card at the bottom. */
function nested(depth: number): object {
  let node: object = card('deepest');
  for (let level = depth - 1; level >= 1; level--) node = section(`level-${level}`, [node]);
  return node;
}

describe("security: one dealer's document is bounded, so its pages cannot starve other dealers", () => {
  it(`a page holds up to ${MAX_BLOCKS_PER_PAGE} blocks, counting those inside sections`, () => {
    const atLimit = validate((doc) => (doc.pages[0].blocks = [section('box', cards(MAX_BLOCKS_PER_PAGE - 1))]));
    expect(atLimit.errors).toEqual([]);
    const over = validate((doc) => (doc.pages[0].blocks = [section('box', cards(MAX_BLOCKS_PER_PAGE))]));
    expect(over.errors).toEqual([
      {
        path: '/pages/0/blocks',
        message: `holds ${MAX_BLOCKS_PER_PAGE + 1} blocks, counting those inside sections and columns. A page can hold at most ${MAX_BLOCKS_PER_PAGE}: move some to another page.`,
      },
    ]);
  });

  it(`a page holds up to ${MAX_DATA_BLOCKS_PER_PAGE} blocks that load stock or listings`, () => {
    const listings = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `listing-${index}`, type: 'test-listing', props: {} }));
    expect(validate((doc) => (doc.pages[0].blocks = [section('box', listings(MAX_DATA_BLOCKS_PER_PAGE))])).errors).toEqual([]);
    const over = validate((doc) => (doc.pages[0].blocks = [section('box', listings(MAX_DATA_BLOCKS_PER_PAGE + 1))]));
    expect(over.errors).toEqual([
      {
        path: '/pages/0/blocks',
        message: `holds ${MAX_DATA_BLOCKS_PER_PAGE + 1} blocks that show stock or listings. A page can hold at most ${MAX_DATA_BLOCKS_PER_PAGE}: move some to another page.`,
      },
    ]);
  });

  it(`the schema refuses more than ${MAX_BLOCKS_PER_PAGE} blocks straight on a page`, () => {
    const over = validate((doc) => (doc.pages[0].blocks = cards(MAX_BLOCKS_PER_PAGE + 1)));
    expect(over.errors).toContainEqual({ path: '/pages/0/blocks', message: `must have at most ${MAX_BLOCKS_PER_PAGE} items` });
  });

  it(`the header and the footer hold up to ${MAX_LAYOUT_BLOCKS} blocks each`, () => {
    expect(validate((doc) => (doc.layout = { header: cards(MAX_LAYOUT_BLOCKS, 'h'), footer: cards(MAX_LAYOUT_BLOCKS, 'f') })).errors).toEqual([]);
    const over = validate((doc) => (doc.layout = { header: [section('head', cards(MAX_LAYOUT_BLOCKS, 'h'))], footer: [] }));
    expect(over.errors.map((error) => error.path)).toEqual(['/layout/header']);
    expect(over.errors[0].message).toContain(`The header can hold at most ${MAX_LAYOUT_BLOCKS}`);
  });

  it(`blocks nest at most ${MAX_BLOCK_DEPTH} deep, and the one too deep is named`, () => {
    expect(validate((doc) => (doc.pages[0].blocks = [nested(MAX_BLOCK_DEPTH)])).errors).toEqual([]);
    const over = validate((doc) => (doc.pages[0].blocks = [nested(MAX_BLOCK_DEPTH + 1)]));
    const pointer = `/pages/0/blocks/0${'/slots/content/0'.repeat(MAX_BLOCK_DEPTH)}`;
    expect(over.errors).toEqual([
      {
        path: pointer,
        block: { type: 'test-card', id: 'deepest' },
        message: `is inside ${MAX_BLOCK_DEPTH} containers. Blocks can be nested at most ${MAX_BLOCK_DEPTH} deep: move it out of some of them.`,
      },
    ]);
  });

  it(`a document has at most ${MAX_PAGES} pages`, () => {
    const over = validate((doc) => {
      doc.pages = Array.from({ length: MAX_PAGES + 1 }, (_, index) => ({ ...doc.pages[0], id: `page-${index}`, path: index === 0 ? '/' : `/page-${index}`, blocks: [] }));
    });
    expect(over.errors).toContainEqual({ path: '/pages', message: `must have at most ${MAX_PAGES} items` });
  });

  it(`a document is at most ${MAX_DOCUMENT_BYTES / 1_000_000} MB, said before anything else is checked`, () => {
    const justUnder = validate((doc) => (doc.dealer.name = 'x'.repeat(100)));
    expect(justUnder.errors).toEqual([]);
    const over = validate((doc) => (doc.pages[0].blocks[0].props.title = 'é'.repeat(MAX_DOCUMENT_BYTES / 2)));
    expect(over.valid).toBe(false);
    expect(over.errors).toEqual([{ path: '', message: 'is 2.01 MB; a site document can be at most 2 MB. Remove some pages or blocks.' }]);
  });
});
