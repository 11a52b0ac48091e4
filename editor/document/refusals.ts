import { PAGE_PATH_WORDS } from '../../schemas/page';

/**
 * Why the editor refused a change, in words a marketer can act on. Every
 * refusal message is written here once, so tests and the UI share them.
 */
export class EditorOperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EditorOperationError';
  }
}

export const refusals = {
  noSuchBlock: (blockId: string) => `There is no block "${blockId}" in this site`,
  noSuchPage: (pageId: string) => `There is no page "${pageId}" in this site`,
  unknownBlockType: (type: string) => `There is no block type "${type}"`,
  noSuchSlot: (label: string, slot: string) => `The ${label} block has no place called "${slot}" for other blocks`,
  badPosition: (index: number, length: number) => `Position ${index} is outside the list, which holds ${length} block${length === 1 ? '' : 's'}`,
  notCanvasText: (prop: string) => `"${prop}" is not words this block shows: edit it in the block's settings`,
  intoItself: 'A block cannot be moved into itself',
  intoOwnChild: 'A block cannot be moved into one of its own blocks',
  idTaken: (blockId: string) => `The id "${blockId}" is already used by another block`,
  badBlockId: (blockId: string) => `"${blockId}" is not a block id: use letters, digits, - and _ only (at most 64)`,
  pathTaken: (path: string) => `Another page already uses the path ${path}`,
  badPagePath: (path: string) => `"${path}" is not a page address: use ${PAGE_PATH_WORDS}`,
  emptyPageTitle: 'A page needs a title',
  longPageTitle: (max: number) => `A page title can be at most ${max} characters`,
  lastPage: 'A site needs at least one page, so its last page cannot be deleted',
  homePage: 'The home page (/) cannot be deleted; give another page the path / first',
} as const;
