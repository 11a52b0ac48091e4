import { current, isDraft } from 'immer';
import { blockIdSchema } from '../../schemas/block-node';
import type { BlockNode } from '../../schemas/block-node';
import type { SiteDocument } from '../../schemas/site-document';
import { plainCopy } from './plain-copy';
import { subtreeNodes, walkBlocks } from './walk-blocks';

const BLOCK_ID_PATTERN = new RegExp(blockIdSchema.pattern);
const MAX_BLOCK_ID_LENGTH = 64;
const SUFFIX_HEX_DIGITS = 4;

export function isBlockId(value: string): boolean {
  return BLOCK_ID_PATTERN.test(value);
}

/**
 * Every block id in the document. Given an immer draft it reads the draft's
 * current state as plain objects: walking the draft itself would wrap every
 * block of every page in a proxy, and a drop would pay for all of them.
 */
export function blockIdsIn(doc: SiteDocument): Set<string> {
  const ids = new Set<string>();
  walkBlocks(isDraft(doc) ? current(doc) : doc, (node) => {
    ids.add(node.id);
  });
  return ids;
}

function randomHex(digits: number): string {
  const bytes = new Uint8Array(Math.ceil(digits / 2));
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, digits);
}

/**
 * A short id a marketer can read in the outline and in error messages, like
 * `promo-card-3f9a`: the block type and a random suffix, unique among `taken`
 * (which it joins, so ids made in one go never collide with each other).
 */
export function freshBlockId(type: string, taken: Set<string>): string {
  const stem = type.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, MAX_BLOCK_ID_LENGTH - SUFFIX_HEX_DIGITS * 2 - 1) || 'block';
  // A longer suffix after a few collisions keeps this finite however full the document is.
  for (let attempt = 0; ; attempt++) {
    const digits = attempt < 8 ? SUFFIX_HEX_DIGITS : SUFFIX_HEX_DIGITS * 2;
    const id = `${stem}-${randomHex(digits)}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/**
 * A deep copy of a subtree with a fresh id for the node and every
 * descendant. Accepts an immer draft too: it copies the draft's current state.
 */
export function withFreshIds(node: BlockNode, taken: Set<string>): BlockNode {
  const copy = plainCopy(node);
  for (const each of subtreeNodes(copy)) each.id = freshBlockId(each.type, taken);
  return copy;
}
