import type { AnyBlockDefinition } from '../../runtime/block-types';
import type { BlockRegistry } from '../../runtime/registry';
import type { BlockNode } from '../../schemas/block-node';
import type { SiteDocument } from '../../schemas/site-document';
import type { BlockListAddress } from './block-address';
import { blockIdsIn, freshBlockId, isBlockId, withFreshIds } from './block-ids';
import { blockListAt, receivingListAt, requireBlock } from './find-block';
import { EditorOperationError, refusals } from './refusals';
import { subtreeNodes } from './walk-blocks';

function checkPosition(list: readonly BlockNode[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index > list.length) throw new EditorOperationError(refusals.badPosition(index, list.length));
}

function checkKnownTypes(registry: BlockRegistry, node: BlockNode): void {
  for (const each of subtreeNodes(node)) if (!registry.get(each.type)) throw new EditorOperationError(refusals.unknownBlockType(each.type));
}

/** A new block of a type, with the definition's defaults and an id unique in the document. */
export function newBlockNode(definition: AnyBlockDefinition, doc: SiteDocument): BlockNode {
  const node: BlockNode = { id: freshBlockId(definition.type, blockIdsIn(doc)), type: definition.type, props: structuredClone(definition.defaults) };
  if (definition.slots?.length) node.slots = Object.fromEntries(definition.slots.map((slot) => [slot, []]));
  return node;
}

/** Puts a block (with any children it carries) at `index` of a list; its ids must be new to the document. */
export function insertBlock(registry: BlockRegistry, draft: SiteDocument, list: BlockListAddress, index: number, node: BlockNode): void {
  checkKnownTypes(registry, node);
  const taken = blockIdsIn(draft);
  for (const each of subtreeNodes(node)) {
    if (!isBlockId(each.id)) throw new EditorOperationError(refusals.badBlockId(each.id));
    if (taken.has(each.id)) throw new EditorOperationError(refusals.idTaken(each.id));
    taken.add(each.id);
  }
  const target = receivingListAt(registry, draft, list);
  checkPosition(target, index);
  target.splice(index, 0, node);
}

/**
 * Moves a block to `index` of a list, where `index` is its place once it has
 * left its old one (so moving down within a list counts without it).
 */
export function moveBlock(registry: BlockRegistry, draft: SiteDocument, blockId: string, list: BlockListAddress, index: number): void {
  const from = requireBlock(draft, blockId);
  if (list.kind === 'slot') {
    if (list.blockId === blockId) throw new EditorOperationError(refusals.intoItself);
    if (subtreeNodes(from.node).some((each) => each.id === list.blockId)) throw new EditorOperationError(refusals.intoOwnChild);
  }
  // Check the target before changing anything, so a refusal leaves the lists as they were.
  const target = receivingListAt(registry, draft, list);
  const source = blockListAt(draft, from.list);
  checkPosition(target === source ? target.slice(1) : target, index);
  const [node] = source.splice(from.index, 1);
  target.splice(index, 0, node);
}

export function removeBlock(draft: SiteDocument, blockId: string): void {
  const found = requireBlock(draft, blockId);
  blockListAt(draft, found.list).splice(found.index, 1);
}

/** A copy of the block and everything in it, with fresh ids, right after the original. Returns the copy's id. */
export function duplicateBlock(draft: SiteDocument, blockId: string): string {
  const found = requireBlock(draft, blockId);
  const copy = withFreshIds(found.node, blockIdsIn(draft));
  blockListAt(draft, found.list).splice(found.index + 1, 0, copy);
  return copy.id;
}

/**
 * Replaces a block's props, writing only the fields that changed, so the
 * undo history records a field's edit and not the whole block.
 */
export function updateBlockProps(draft: SiteDocument, blockId: string, props: Record<string, unknown>): void {
  const { node } = requireBlock(draft, blockId);
  node.props ??= {};
  const currentProps = node.props;
  for (const key of Object.keys(currentProps)) if (!(key in props)) delete currentProps[key];
  for (const [key, value] of Object.entries(props)) {
    if (JSON.stringify(currentProps[key]) !== JSON.stringify(value)) currentProps[key] = structuredClone(value);
  }
}

/**
 * Words typed on the canvas into a block (inline editing): the new value of
 * one of its props that holds words. The canvas finds the prop by the text it
 * shows, so it names a prop that is a string in the draft, or one the draft
 * leaves to the block's defaults; it never changes a prop of another kind.
 * The document's validation still holds the result to the block's schema.
 */
export function setBlockText(draft: SiteDocument, blockId: string, prop: string, value: string): void {
  const { node } = requireBlock(draft, blockId);
  node.props ??= {};
  const current = node.props[prop];
  if (current !== undefined && typeof current !== 'string') throw new EditorOperationError(refusals.notCanvasText(prop));
  node.props[prop] = value;
}

/**
 * Pastes copied blocks (from this page or another) at `index` of a list,
 * each with fresh ids so they never clash with the originals. Returns the new ids.
 */
export function pasteBlocks(registry: BlockRegistry, draft: SiteDocument, list: BlockListAddress, index: number, nodes: readonly BlockNode[]): string[] {
  for (const node of nodes) checkKnownTypes(registry, node);
  const target = receivingListAt(registry, draft, list);
  checkPosition(target, index);
  const taken = blockIdsIn(draft);
  const copies = nodes.map((node) => withFreshIds(node, taken));
  target.splice(index, 0, ...copies);
  return copies.map((copy) => copy.id);
}
