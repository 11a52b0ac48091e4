import type { BlockRegistry } from '../registry';
import { walkBlockTree } from './block-tree';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a string anywhere inside a value is this picture's address. */
function holds(value: unknown, address: string): boolean {
  if (value === address) return true;
  if (Array.isArray(value)) return value.some((item) => holds(item, address));
  if (isRecord(value)) return Object.values(value).some((item) => holds(item, address));
  return false;
}

/**
 * Where a document shows a picture, in a marketer's words: "Page “Home”:
 * Hero banner", "Dealer details", "Promotion “Summer sale”". A picture in a
 * section's slot is named by its own block, not by the section.
 */
export function pictureUses(document: unknown, address: string, registry: BlockRegistry): string[] {
  if (!isRecord(document)) return [];
  const label = (node: JsonRecord) => registry.get(String(node.type))?.label ?? String(node.type);
  const uses: string[] = [];
  const inBlocks = (list: unknown, where: string) => {
    for (const { node } of walkBlockTree(list)) if (holds(node.props, address)) uses.push(`${where}: ${label(node)}`);
  };
  if (holds(document.dealer, address)) uses.push('Dealer details');
  if (holds(document.theme, address) || holds(document.settings, address)) uses.push('Settings');
  for (const promotion of Array.isArray(document.promotions) ? document.promotions.filter(isRecord) : []) {
    if (holds(promotion, address)) uses.push(`Promotion “${String(promotion.title ?? promotion.id)}”`);
  }
  const layout = isRecord(document.layout) ? document.layout : {};
  inBlocks(layout.header, 'Site header');
  inBlocks(layout.footer, 'Site footer');
  for (const page of Array.isArray(document.pages) ? document.pages.filter(isRecord) : []) {
    const name = `Page “${String(page.title || page.id)}”`;
    const { blocks, ...settings } = page;
    if (holds(settings, address)) uses.push(`${name}: its sharing picture`);
    inBlocks(blocks, name);
  }
  return [...new Set(uses)];
}
