import type { DocumentError } from '../../schemas/errors';
import { pointerSegments } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import type { BlockRegistry } from '../../runtime/registry';
import { blockLabel, findBlock } from '../document/find-block';

/** One error in words: where it is (block, page, field titles) and what is wrong. */
export interface ErrorWords {
  /** e.g. "Promo card on page “Home” — Show until". */
  where: string;
  message: string;
}

type SchemaNode = { title?: string; properties?: Record<string, SchemaNode>; items?: SchemaNode };

/** The schema titles along a pointer into a block's props, e.g. "Picture › Image address"; list items count from 1. */
export function fieldTitles(schema: unknown, pointer: string): string {
  const titles: string[] = [];
  let node = schema as SchemaNode | undefined;
  for (const segment of pointerSegments(pointer)) {
    if (node?.properties?.[segment]) {
      node = node.properties[segment];
      titles.push(node.title ?? segment);
    } else if (node?.items && /^\d+$/.test(segment)) {
      node = node.items;
      titles.push(`item ${Number(segment) + 1}`);
    } else {
      node = undefined;
      titles.push(segment);
    }
  }
  return titles.join(' › ');
}

function pageAt(doc: SiteDocument, segments: string[]) {
  return segments[0] === 'pages' && segments[1] !== undefined ? doc.pages?.[Number(segments[1])] : undefined;
}

const AREA_WORDS = { header: 'site header', footer: 'site footer' } as const;

/**
 * Says where an error is. The document may be a file being imported, not yet
 * a valid site, so anything missing falls back to the path's own words.
 */
export function errorWords(registry: BlockRegistry, doc: SiteDocument, error: DocumentError): ErrorWords {
  try {
    return describedPlace(registry, doc, error);
  } catch {
    return { where: pointerSegments(error.path).join(' › ') || 'The site', message: error.message };
  }
}

function describedPlace(registry: BlockRegistry, doc: SiteDocument, error: DocumentError): ErrorWords {
  const segments = pointerSegments(error.path);
  const page = pageAt(doc, segments);
  const found = error.block ? findBlock(doc, error.block.id) : undefined;
  if (error.block && found) {
    const propsPrefix = `${found.pointer}/props`;
    const fieldPointer = error.path.startsWith(`${propsPrefix}/`) ? error.path.slice(propsPrefix.length) : null;
    const area = AREA_WORDS[segments[1] as keyof typeof AREA_WORDS];
    const place = page ? ` on page “${page.title}”` : segments[0] === 'layout' && area ? ` in the ${area}` : '';
    const field = fieldPointer ? ` — ${fieldTitles(registry.get(error.block.type)?.schema, fieldPointer)}` : '';
    return { where: `${blockLabel(registry, error.block.type)}${place}${field}`, message: error.message };
  }
  if (page) {
    const rest = segments.slice(2);
    return { where: `Page “${page.title}”${rest.length ? ` — ${rest.join(' › ')}` : ''}`, message: error.message };
  }
  return { where: segments.length ? segments.join(' › ') : 'The site', message: error.message };
}
