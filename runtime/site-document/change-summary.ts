import type { BlockRegistry } from '../registry';
import { walkBlockTree, type VisitedBlock } from './block-tree';
import { sameJson } from './same-json';

type Json = unknown;
type JsonRecord = Record<string, Json>;

/** The parts of a site document a marketer thinks of by name, in the order a summary lists them. */
const SECTION_NAMES: readonly (readonly [key: string, name: string])[] = [
  ['dealer', 'Dealer details'],
  ['settings', 'Settings'],
  ['texts', 'Texts'],
  ['theme', 'Theme'],
  ['navigation', 'Navigation'],
];

function isRecord(value: Json): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function records(value: Json): JsonRecord[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

interface PlacedBlock {
  node: JsonRecord;
  /** Which list holds it: the page itself or a container's slot. */
  list: string;
}

/** The blocks that have an id; a block without one cannot be matched, nor can what it holds. */
function identifiedBlocks(list: Json): VisitedBlock<JsonRecord>[] {
  return [...walkBlockTree(list, { enterSlots: ({ node }) => typeof node.id === 'string' })].filter(({ node }) => typeof node.id === 'string');
}

/** Which list holds a block: '' for the walked list itself, "section-1/content" for a container's slot. */
function listName({ holder }: VisitedBlock<JsonRecord>): string {
  return holder ? `${String(holder.node.id)}/${holder.slot}` : '';
}

/** Every block of a block list and its slots, by id, with the list each sits in. */
function blocksById(list: Json): Map<string, PlacedBlock> {
  return new Map(identifiedBlocks(list).map((visited) => [visited.node.id as string, { node: visited.node, list: listName(visited) }]));
}

/** The ids in each list, in order. */
function idsInList(list: Json): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const visited of identifiedBlocks(list)) {
    const name = listName(visited);
    const ids = lists.get(name) ?? [];
    ids.push(visited.node.id as string);
    lists.set(name, ids);
  }
  return lists;
}

/** The ids that keep their relative order between two sequences (a longest common subsequence); the rest moved. */
function keptInOrder(before: readonly string[], after: readonly string[]): Set<string> {
  const lengths = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      lengths[i][j] = before[i] === after[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (before[i] === after[j]) {
      kept.add(before[i]);
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return kept;
}

function blockChanges(before: Json, after: Json, where: string, label: (node: JsonRecord) => string): string[] {
  const old = blocksById(before);
  const now = blocksById(after);
  const oldLists = idsInList(before);
  const newLists = idsInList(after);
  const changes: string[] = [];
  for (const [id, placed] of now) {
    const previous = old.get(id);
    if (!previous || previous.node.type !== placed.node.type) {
      changes.push(`${where}: added ${label(placed.node)}`);
      continue;
    }
    const survivorsBefore = (oldLists.get(previous.list) ?? []).filter((other) => now.get(other)?.list === previous.list);
    const survivorsAfter = (newLists.get(placed.list) ?? []).filter((other) => old.get(other)?.list === placed.list);
    const moved = previous.list !== placed.list || !keptInOrder(survivorsBefore, survivorsAfter).has(id);
    if (moved) changes.push(`${where}: moved ${label(placed.node)}`);
    if (!sameJson(previous.node.props ?? {}, placed.node.props ?? {})) changes.push(`${where}: changed ${label(placed.node)}`);
  }
  for (const [id, placed] of old) {
    const next = now.get(id);
    if (!next || next.node.type !== placed.node.type) changes.push(`${where}: removed ${label(placed.node)}`);
  }
  return changes;
}

function pageName(page: JsonRecord): string {
  return `Page “${typeof page.title === 'string' ? page.title : String(page.id)}”`;
}

function pageChanges(before: Json, after: Json, label: (node: JsonRecord) => string): string[] {
  const oldPages = new Map(records(before).map((page) => [page.id, page]));
  const newPages = new Map(records(after).map((page) => [page.id, page]));
  const changes: string[] = [];
  for (const [id, page] of newPages) {
    const previous = oldPages.get(id);
    if (!previous) {
      changes.push(`${pageName(page)} added`);
      continue;
    }
    if (previous.title !== page.title) changes.push(`${pageName(previous)} renamed to “${String(page.title)}”`);
    if (previous.path !== page.path) changes.push(`${pageName(page)}: path changed from ${String(previous.path)} to ${String(page.path)}`);
    if (!sameJson(previous.seo, page.seo) || !sameJson(previous.layout, page.layout)) changes.push(`${pageName(page)}: page settings changed`);
    changes.push(...blockChanges(previous.blocks, page.blocks, pageName(page), label));
  }
  for (const [id, page] of oldPages) if (!newPages.has(id)) changes.push(`${pageName(page)} removed`);
  const oldOrder = records(before)
    .map((page) => String(page.id))
    .filter((id) => newPages.has(id));
  const newOrder = records(after)
    .map((page) => String(page.id))
    .filter((id) => oldPages.has(id));
  if (!sameJson(oldOrder, newOrder)) changes.push('Pages reordered');
  return changes;
}

function promotionChanges(before: Json, after: Json): string[] {
  const name = (promotion: JsonRecord) => `Promotion “${typeof promotion.title === 'string' ? promotion.title : String(promotion.id)}”`;
  const old = new Map(records(before).map((promotion) => [promotion.id, promotion]));
  const now = new Map(records(after).map((promotion) => [promotion.id, promotion]));
  const changes: string[] = [];
  for (const [id, promotion] of now) {
    const previous = old.get(id);
    if (!previous) changes.push(`${name(promotion)} added`);
    else if (!sameJson(previous, promotion)) changes.push(`${name(promotion)} changed`);
  }
  for (const [id, promotion] of old) if (!now.has(id)) changes.push(`${name(promotion)} removed`);
  return changes;
}

/** Repeated lines said once, with how often: "Page “Home”: changed Vehicle card (3 times)". */
function counted(lines: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].map(([line, count]) => (count === 1 ? line : `${line} (${count} times)`));
}

/**
 * What changed between two versions of a site document, in plain words a
 * marketer reads in the version history: "Page “Home”: added Promo card",
 * "Theme changed". Pages, blocks and promotions are matched by id, so a
 * renamed page or an edited block is one change, not a removal and an
 * addition. Both documents should be self-contained (templates applied).
 */
export function summariseChanges(before: JsonRecord | undefined, after: JsonRecord, registry: BlockRegistry): string[] {
  if (!before) return ['First version'];
  const label = (node: JsonRecord) => {
    const type = String(node.type);
    return registry.get(type)?.label ?? type;
  };
  const changes: string[] = [];
  if (before.schemaVersion !== after.schemaVersion) changes.push(`Document format upgraded to version ${String(after.schemaVersion)}`);
  for (const [key, name] of SECTION_NAMES) if (!sameJson(before[key], after[key])) changes.push(`${name} changed`);
  changes.push(...promotionChanges(before.promotions, after.promotions));
  const layoutBefore = isRecord(before.layout) ? before.layout : {};
  const layoutAfter = isRecord(after.layout) ? after.layout : {};
  changes.push(...blockChanges(layoutBefore.header, layoutAfter.header, 'Site header', label));
  changes.push(...blockChanges(layoutBefore.footer, layoutAfter.footer, 'Site footer', label));
  changes.push(...pageChanges(before.pages, after.pages, label));
  return changes.length > 0 ? counted(changes) : ['No changes'];
}
