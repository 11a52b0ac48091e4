import { atom } from 'jotai';
import type { BlockNode } from '../../schemas/block-node';

/**
 * Blocks copied in the outline. Kept in the editor's store rather than the
 * system clipboard, so a copy survives switching pages and pasting needs no
 * permission prompt; paste gives the copies fresh ids.
 */
export const blockClipboardAtom = atom<readonly BlockNode[]>([]);
