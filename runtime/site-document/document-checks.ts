import type { DocumentError } from '../../schemas/errors';
import { blockAtPath, segmentsToPointer } from '../../schemas/errors';

/** Mantine's built-in colour names, usable as a theme's primaryColor without a palette entry. */
export const MANTINE_COLOURS = ['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;

interface Located {
  path: (string | number)[];
  node: Record<string, unknown>;
}

function blockLists(document: Record<string, unknown>): Located[] {
  const found: Located[] = [];
  const visit = (nodes: unknown, path: (string | number)[]) => {
    if (!Array.isArray(nodes)) return;
    nodes.forEach((node, index) => {
      if (!node || typeof node !== 'object') return;
      const here = [...path, index];
      found.push({ path: here, node: node as Record<string, unknown> });
      const slots = (node as Record<string, unknown>).slots;
      if (slots && typeof slots === 'object') {
        for (const [slot, children] of Object.entries(slots)) visit(children, [...here, 'slots', slot]);
      }
    });
  };
  const pages = Array.isArray(document.pages) ? document.pages : [];
  pages.forEach((page, index) => visit((page as Record<string, unknown>)?.blocks, ['pages', index, 'blocks']));
  const layout = (document.layout ?? {}) as Record<string, unknown>;
  visit(layout.header, ['layout', 'header']);
  visit(layout.footer, ['layout', 'footer']);
  return found;
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

/** Rules a JSON Schema cannot say: uniqueness across the document, and order of dates. */
export function checkDocument(document: Record<string, unknown>): DocumentError[] {
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
  for (const { path, node } of blockLists(document)) {
    if (typeof node.id !== 'string') continue;
    const first = blockIds.get(node.id);
    if (first) errors.push(error(document, [...path, 'id'], `"${node.id}" is already the id of the block at ${segmentsToPointer(first)}`));
    else blockIds.set(node.id, path);
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
    errors.push(error(document, ['theme', 'primaryColor'], `must be a Mantine colour (${MANTINE_COLOURS.join(', ')}) or a name in theme.palette`));
  }
  return errors;
}
