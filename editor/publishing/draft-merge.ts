import type { BlockRegistry } from '../../runtime/registry';
import { sameJson } from '../../runtime/site-document/same-json';

type JsonRecord = Record<string, unknown>;

export type MergeSide = 'mine' | 'theirs';

/** A part of the site both drafts changed, differently: the marketer chooses whose to keep. */
export interface MergeConflict {
  key: string;
  /** The part in a marketer's words: "Theme", "Page “Home”: Promo card". */
  name: string;
  /** What each side did to it, in words: "changed", "removed". */
  mine: string;
  theirs: string;
}

export interface DraftMerge {
  /** Parts only one side changed, or both the same way: taken without asking. */
  merged: number;
  conflicts: MergeConflict[];
  /** The document with each conflict settled as chosen; a conflict not in `choices` keeps mine. */
  build(choices?: ReadonlyMap<string, MergeSide>): JsonRecord;
}

/** The parts of a document a marketer thinks of by name; any other top-level key is named by itself. */
const SECTION_NAMES: Readonly<Record<string, string>> = {
  dealer: 'Dealer details',
  settings: 'Settings',
  texts: 'Texts',
  theme: 'Theme',
  navigation: 'Navigation',
  promotions: 'Promotions',
};

/** Where a block sits, kept apart from what it says: a block's id, and the same for what its slots hold. */
type Arrangement = ({ id: string; slots?: Record<string, Arrangement> } | { node: JsonRecord })[];

interface Part {
  name: string;
  value: unknown;
  /** For a block: the list it sits in, so a block kept without its list can be put back there. */
  placement?: { list: string; holder?: string; slot?: string; index: number };
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pageName(page: JsonRecord): string {
  return `Page “${typeof page.title === 'string' ? page.title : String(page.id)}”`;
}

/**
 * A document cut into the parts two drafts are merged by: each section,
 * each page's own settings, the order of pages, the arrangement of each
 * block list, and each block's content by id. Two marketers (or two tabs)
 * who changed different blocks of one page then both keep their work.
 */
function partsOf(document: JsonRecord, label: (node: JsonRecord) => string): Map<string, Part> {
  const parts = new Map<string, Part>();
  const arrange = (list: unknown, listKey: string, where: string, holder?: string, slot?: string): Arrangement => {
    if (!Array.isArray(list)) return [];
    return list.filter(isRecord).map((node, index) => {
      if (typeof node.id !== 'string') return { node };
      const { slots, ...content } = node;
      parts.set(`block:${node.id}`, { name: `${where}: ${label(node)}`, value: content, placement: { list: listKey, holder, slot, index } });
      if (!isRecord(slots)) return { id: node.id };
      const inner = Object.fromEntries(Object.entries(slots).map(([name, children]) => [name, arrange(children, listKey, where, node.id as string, name)]));
      return { id: node.id, slots: inner };
    });
  };
  for (const [key, value] of Object.entries(document)) {
    if (key === 'pages' || key === 'layout') continue;
    parts.set(`doc:${key}`, { name: SECTION_NAMES[key] ?? key, value });
  }
  const layout = isRecord(document.layout) ? document.layout : {};
  for (const [key, value] of Object.entries(layout)) {
    if (key === 'header' || key === 'footer') continue;
    parts.set(`layout:${key}`, { name: `Site layout: ${key}`, value });
  }
  parts.set('list:header', { name: 'Site header: its blocks and their order', value: arrange(layout.header, 'header', 'Site header') });
  parts.set('list:footer', { name: 'Site footer: its blocks and their order', value: arrange(layout.footer, 'footer', 'Site footer') });
  const pages = Array.isArray(document.pages) ? document.pages.filter(isRecord) : [];
  parts.set('pages:order', { name: 'The order of pages', value: pages.map((page) => page.id) });
  for (const page of pages) {
    const { blocks, ...settings } = page;
    parts.set(`page:${String(page.id)}`, { name: `${pageName(page)}: title, address and settings`, value: settings });
    parts.set(`list:page:${String(page.id)}`, { name: `${pageName(page)}: its blocks and their order`, value: arrange(blocks, `page:${String(page.id)}`, pageName(page)) });
  }
  return parts;
}

const didWhat = (before: unknown, after: unknown) => (before === undefined ? 'added' : after === undefined ? 'removed' : 'changed');

/**
 * Merges this editor's draft with one saved elsewhere since, against the
 * draft both started from: whatever only one side changed is kept, and only
 * the parts both changed differently are asked about.
 */
export function mergeDrafts(base: JsonRecord, mine: JsonRecord, theirs: JsonRecord, registry: BlockRegistry): DraftMerge {
  const label = (node: JsonRecord) => registry.get(String(node.type))?.label ?? String(node.type);
  const baseParts = partsOf(base, label);
  const myParts = partsOf(mine, label);
  const theirParts = partsOf(theirs, label);
  const keys = [...new Set([...theirParts.keys(), ...myParts.keys()])];
  const settled = new Map<string, MergeSide>();
  const conflicts: MergeConflict[] = [];
  let merged = 0;
  for (const key of keys) {
    const before = baseParts.get(key)?.value;
    const my = myParts.get(key)?.value;
    const their = theirParts.get(key)?.value;
    if (sameJson(my, their)) settled.set(key, 'theirs');
    else if (sameJson(my, before)) {
      settled.set(key, 'theirs');
      merged += 1;
    } else if (sameJson(their, before)) {
      settled.set(key, 'mine');
      merged += 1;
    } else {
      const name = (myParts.get(key) ?? theirParts.get(key))?.name ?? key;
      conflicts.push({ key, name, mine: didWhat(before, my), theirs: didWhat(before, their) });
    }
  }
  return {
    merged,
    conflicts,
    build(choices = new Map()) {
      const chosen = new Map<string, Part | undefined>();
      for (const key of keys) {
        const side = settled.get(key) ?? choices.get(key) ?? 'mine';
        chosen.set(key, (side === 'mine' ? myParts : theirParts).get(key));
      }
      return assemble(keys, chosen);
    },
  };
}

/** The document the chosen parts make. A block kept whose list was not is put back where its side had it, never dropped. */
function assemble(keys: readonly string[], chosen: ReadonlyMap<string, Part | undefined>): JsonRecord {
  const value = (key: string) => chosen.get(key)?.value;
  const placed = new Set<string>();
  const build = (arrangement: unknown): JsonRecord[] => {
    if (!Array.isArray(arrangement)) return [];
    const nodes: JsonRecord[] = [];
    for (const item of arrangement as Arrangement) {
      if ('node' in item) {
        nodes.push(item.node);
        continue;
      }
      const content = value(`block:${item.id}`);
      // Removed on the side whose content was kept, or already placed by a move: once only.
      if (!isRecord(content) || placed.has(item.id)) continue;
      placed.add(item.id);
      nodes.push(item.slots ? { ...content, slots: Object.fromEntries(Object.entries(item.slots).map(([slot, inner]) => [slot, build(inner)])) } : { ...content });
    }
    return nodes;
  };

  const document: JsonRecord = {};
  for (const key of keys) if (key.startsWith('doc:') && value(key) !== undefined) document[key.slice(4)] = value(key);
  const layout: JsonRecord = {};
  for (const key of keys) if (key.startsWith('layout:') && value(key) !== undefined) layout[key.slice(7)] = value(key);
  const lists = new Map<string, JsonRecord[]>([
    ['header', build(value('list:header'))],
    ['footer', build(value('list:footer'))],
  ]);
  const order = (Array.isArray(value('pages:order')) ? (value('pages:order') as unknown[]) : []).map(String);
  // A page added on one side while the other reordered pages still belongs to the site.
  const pageIds = [...new Set([...order, ...keys.filter((key) => key.startsWith('page:')).map((key) => key.slice(5))])];
  const pages: JsonRecord[] = [];
  for (const id of pageIds) {
    const settings = value(`page:${id}`);
    if (!isRecord(settings)) continue;
    const blocks = build(value(`list:page:${id}`));
    lists.set(`page:${id}`, blocks);
    pages.push({ ...settings, blocks });
  }
  putBackUnplaced(keys, chosen, placed, lists);
  document.layout = { ...layout, header: lists.get('header'), footer: lists.get('footer') };
  document.pages = pages;
  return document;
}

function putBackUnplaced(keys: readonly string[], chosen: ReadonlyMap<string, Part | undefined>, placed: Set<string>, lists: Map<string, JsonRecord[]>) {
  const byId = new Map<string, JsonRecord>();
  for (const list of lists.values()) for (const node of flatten(list)) if (typeof node.id === 'string') byId.set(node.id, node);
  for (const key of keys) {
    const part = chosen.get(key);
    const id = key.slice(6);
    if (!key.startsWith('block:') || !part || !isRecord(part.value) || placed.has(id) || !part.placement) continue;
    const { list, holder, slot, index } = part.placement;
    const holderNode = holder ? byId.get(holder) : undefined;
    let target = lists.get(list);
    if (holderNode && slot) {
      const slots = isRecord(holderNode.slots) ? holderNode.slots : {};
      holderNode.slots = slots;
      if (!Array.isArray(slots[slot])) slots[slot] = [];
      target = slots[slot] as JsonRecord[];
    }
    // Its page gone on the side whose pages were kept: there is no place left to put it.
    if (!target) continue;
    const node = { ...part.value };
    target.splice(Math.min(index, target.length), 0, node);
    placed.add(id);
    byId.set(id, node);
  }
}

function* flatten(list: readonly JsonRecord[]): Generator<JsonRecord> {
  for (const node of list) {
    yield node;
    if (isRecord(node.slots)) for (const inner of Object.values(node.slots)) if (Array.isArray(inner)) yield* flatten(inner as JsonRecord[]);
  }
}
