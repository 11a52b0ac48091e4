import type { DocumentError } from '../../schemas/errors';
import { MAX_BLOCK_DEPTH, MAX_BLOCKS_PER_PAGE, MAX_DATA_BLOCKS_PER_PAGE, MAX_LAYOUT_BLOCKS } from '../../schemas/document-limits';
import { blockAtPath, segmentsToPointer } from '../../schemas/errors';
import { walkBlockTree, type VisitedBlock } from './block-tree';
import { BUILT_IN_COLOURS_IN_WORDS, MANTINE_COLOURS } from '../../schemas/theme';

/** Every block in one list of blocks, its slots' blocks included. */
function blocksIn(nodes: unknown, at: (string | number)[]): VisitedBlock<Record<string, unknown>>[] {
  // Deeper than the limit is reported once, at the first block too deep; its children are not walked.
  return [...walkBlockTree(nodes, { at, enterSlots: ({ depth }) => depth <= MAX_BLOCK_DEPTH })];
}

/** The document's block lists: each page's, the header's and the footer's, with the most blocks each may hold. */
function blockLists(document: Record<string, unknown>): { path: (string | number)[]; blocks: VisitedBlock<Record<string, unknown>>[]; limit: number; where: string }[] {
  const pages = Array.isArray(document.pages) ? document.pages : [];
  const layout = (document.layout ?? {}) as Record<string, unknown>;
  return [
    ...pages.map((page, index) => {
      const path = ['pages', index, 'blocks'];
      return { path, blocks: blocksIn((page as Record<string, unknown>)?.blocks, path), limit: MAX_BLOCKS_PER_PAGE, where: 'A page' };
    }),
    { path: ['layout', 'header'], blocks: blocksIn(layout.header, ['layout', 'header']), limit: MAX_LAYOUT_BLOCKS, where: 'The header' },
    { path: ['layout', 'footer'], blocks: blocksIn(layout.footer, ['layout', 'footer']), limit: MAX_LAYOUT_BLOCKS, where: 'The footer' },
  ];
}

function error(document: unknown, path: (string | number)[], message: string): DocumentError {
  const pointer = segmentsToPointer(path);
  const block = blockAtPath(document, pointer);
  return block ? { path: pointer, block, message } : { path: pointer, message };
}

/** "/cars/:slug" and "/cars/:id" answer the same addresses. */
export function pathShape(path: string): string {
  return path.replace(/:[^/]+/g, ':');
}

/** Rules a JSON Schema cannot say: uniqueness across the document, order of dates, and how many blocks a page holds. */
export function checkDocument(document: Record<string, unknown>, loadsData: (type: string) => boolean = () => false): DocumentError[] {
  const errors: DocumentError[] = [];
  const pages = (Array.isArray(document.pages) ? document.pages : []) as Record<string, unknown>[];

  const pageIds = new Map<unknown, number>();
  const pagePaths = new Map<string, number>();
  pages.forEach((page, index) => {
    if (typeof page?.id === 'string') {
      const first = pageIds.get(page.id);
      if (first !== undefined) errors.push(error(document, ['pages', index, 'id'], `is already the id of page ${first}`));
      else pageIds.set(page.id, index);
    }
    if (typeof page?.path === 'string') {
      const shape = pathShape(page.path);
      const first = pagePaths.get(shape);
      if (first !== undefined) {
        errors.push(error(document, ['pages', index, 'path'], `"${page.path}" is already the path of page "${String(pages[first].id)}"`));
      } else pagePaths.set(shape, index);
    }
  });
  if (pages.length > 0 && !pagePaths.has('/')) {
    errors.push(error(document, ['pages'], 'must include a home page with path "/"'));
  }

  const blockIds = new Map<string, (string | number)[]>();
  for (const list of blockLists(document)) {
    if (list.blocks.length > list.limit) {
      errors.push(
        error(
          document,
          list.path,
          `holds ${list.blocks.length} blocks, counting those inside sections and columns. ${list.where} can hold at most ${list.limit}: move some to another page.`,
        ),
      );
    }
    const dataBlocks = list.blocks.filter(({ node }) => typeof node.type === 'string' && loadsData(node.type)).length;
    if (dataBlocks > MAX_DATA_BLOCKS_PER_PAGE) {
      errors.push(
        error(
          document,
          list.path,
          `holds ${dataBlocks} blocks that show stock or listings. ${list.where} can hold at most ${MAX_DATA_BLOCKS_PER_PAGE}: move some to another page.`,
        ),
      );
    }
    for (const { path, node, depth } of list.blocks) {
      if (depth > MAX_BLOCK_DEPTH) {
        errors.push(error(document, path, `is inside ${depth - 1} containers. Blocks can be nested at most ${MAX_BLOCK_DEPTH} deep: move it out of some of them.`));
      }
      if (typeof node.id !== 'string') continue;
      const first = blockIds.get(node.id);
      if (first) errors.push(error(document, [...path, 'id'], `"${node.id}" is already the id of the block at ${segmentsToPointer(first)}`));
      else blockIds.set(node.id, path);
    }
  }

  const promotions = (Array.isArray(document.promotions) ? document.promotions : []) as Record<string, unknown>[];
  promotions.forEach((promotion, index) => {
    const { start, expiry } = promotion ?? {};
    if (typeof start === 'string' && typeof expiry === 'string' && Date.parse(expiry) <= Date.parse(start)) {
      errors.push(error(document, ['promotions', index, 'expiry'], 'must be after the start'));
    }
  });

  const theme = (document.theme ?? {}) as Record<string, unknown>;
  const palette = (theme.palette ?? {}) as Record<string, unknown>;
  if (typeof theme.primaryColor === 'string' && !(MANTINE_COLOURS as readonly string[]).includes(theme.primaryColor) && !(theme.primaryColor in palette)) {
    errors.push(error(document, ['theme', 'primaryColor'], `must be a colour name (${BUILT_IN_COLOURS_IN_WORDS}) or the name of one of your own colours`));
  }
  return errors;
}
