/**
 * The messages the editor and its canvas iframe exchange. Both windows
 * share one origin, and each side checks the origin before trusting a message.
 */
export interface CanvasSelectMessage {
  type: 'select';
  blockId: string;
}

export interface EditorSelectedMessage {
  type: 'selected';
  blockId: string | null;
}

/**
 * The editor listens now. The canvas answers it with its `ready`: the editor's
 * page and its frame load side by side, and a `ready` the canvas sent before
 * the editor's listener was in place would otherwise be lost.
 */
export interface EditorListeningMessage {
  type: 'listening';
}

/** A key press on the canvas the editor acts on (undo, delete, duplicate…): the editor window never sees the frame's keys itself. */
export interface CanvasKeyMessage {
  type: 'key';
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The draft as the editor has it now (laid over its brand template, defaults filled): the canvas renders it in place. */
export interface EditorDraftMessage {
  type: 'draft';
  document: Record<string, unknown>;
}

/**
 * One block of the draft changed, and nothing else (a keystroke in a field):
 * its new shown form and where it stands. The canvas replaces the block at
 * that path, which must hold the block with the same id; otherwise it asks
 * for the whole draft again.
 */
export interface EditorDraftBlockMessage {
  type: 'draft-block';
  path: (string | number)[];
  block: Record<string, unknown> & { id: string };
}

/** Deeper than any block sits: a page's block, in slots nested this far. */
const MAX_BLOCK_PATH_LENGTH = 64;

function readBlockPath(data: unknown): (string | number)[] | undefined {
  if (!Array.isArray(data) || data.length === 0 || data.length > MAX_BLOCK_PATH_LENGTH) return undefined;
  return data.every((segment) => (typeof segment === 'string' && segment !== '__proto__') || (Number.isInteger(segment) && segment >= 0))
    ? (data as (string | number)[])
    : undefined;
}

/** The most text a block's prop takes from the canvas in one message: a paragraph typed there, not a document pasted in. */
export const MAX_INLINE_TEXT_LENGTH = 5000;

/** Words typed into a block on the canvas: the block, the prop they belong to and its whole new value. */
export interface CanvasInlineEditMessage {
  type: 'inline-edit';
  blockId: string;
  prop: string;
  value: string;
}

/** A prop's name as blocks write them: the canvas never names anything else. */
const PROP_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** The canvas has started and waits for the draft. */
export interface CanvasReadyMessage {
  type: 'ready';
}

function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null;
}

/** A box on the canvas, in the frame's viewport pixels. */
export interface CanvasBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Where the selected block is in the canvas's viewport now, for its action
 * bar that the editor draws over the frame; null when it is not on the page.
 * Sent at each selection, scroll, resize and reorder.
 */
export interface CanvasSelectedBoxMessage {
  type: 'selected-box';
  blockId: string;
  box: CanvasBox | null;
  /** The frame's viewport height, in its own pixels: a box wholly above or below it is scrolled out of view. */
  viewportHeight: number;
}

/** Farther than any page's length in pixels: a box beyond it is not a block's. */
const MAX_BOX_COORDINATE = 1_000_000;

function readBox(data: unknown): CanvasBox | null | undefined {
  if (data === null) return null;
  if (!isRecord(data)) return undefined;
  const { top, left, width, height } = data;
  const sides = [top, left, width, height];
  if (!sides.every((side) => typeof side === 'number' && Number.isFinite(side) && Math.abs(side) <= MAX_BOX_COORDINATE)) return undefined;
  if ((width as number) < 0 || (height as number) < 0) return undefined;
  return { top: top as number, left: left as number, width: width as number, height: height as number };
}

/**
 * A block dragged by the pointer on the canvas, anywhere on it: the frame
 * keeps the pointer from the press to the release, so it tells the editor,
 * which runs the drag, where the pointer is, in the frame's viewport pixels.
 * `start` names the block and where it was pressed; `end` is the release,
 * `cancel` an Escape or a lost pointer.
 */
export type CanvasBlockDragMessage =
  | { type: 'block-drag'; phase: 'start'; blockId: string; x: number; y: number }
  | { type: 'block-drag'; phase: 'move' | 'end'; x: number; y: number }
  | { type: 'block-drag'; phase: 'cancel' };

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_BOX_COORDINATE;

function readBlockDrag(data: Record<string, unknown>): CanvasBlockDragMessage | undefined {
  const { phase, blockId, x, y } = data;
  if (phase === 'cancel') return { type: 'block-drag', phase };
  if (!isCoordinate(x) || !isCoordinate(y)) return undefined;
  if (phase === 'move' || phase === 'end') return { type: 'block-drag', phase, x, y };
  if (phase !== 'start' || typeof blockId !== 'string' || blockId === '') return undefined;
  return { type: 'block-drag', phase, blockId, x, y };
}

type CanvasMessage = CanvasSelectMessage | CanvasKeyMessage | CanvasReadyMessage | CanvasInlineEditMessage | CanvasSelectedBoxMessage | CanvasBlockDragMessage;

/** A click on a block in the canvas, a key pressed there, words typed into a block, the selected block's box, a block dragged, or that it is ready; undefined for any other message. */
export function readCanvasMessage(data: unknown): CanvasMessage | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'ready') return { type: 'ready' };
  if (data.type === 'block-drag') return readBlockDrag(data);
  if (data.type === 'selected-box') {
    const box = readBox(data.box);
    const { blockId, viewportHeight } = data;
    if (typeof blockId !== 'string' || blockId === '' || box === undefined) return undefined;
    if (typeof viewportHeight !== 'number' || !(viewportHeight >= 0 && viewportHeight <= MAX_BOX_COORDINATE)) return undefined;
    return { type: 'selected-box', blockId, box, viewportHeight };
  }
  if (data.type === 'inline-edit') {
    const { blockId, prop, value } = data;
    if (typeof blockId !== 'string' || blockId === '' || typeof prop !== 'string' || !PROP_NAME.test(prop)) return undefined;
    if (typeof value !== 'string' || value.length > MAX_INLINE_TEXT_LENGTH) return undefined;
    return { type: 'inline-edit', blockId, prop, value };
  }
  if (data.type === 'key') {
    const { key, code, ctrlKey, metaKey, shiftKey, altKey } = data;
    if (typeof key !== 'string' || typeof code !== 'string') return undefined;
    if (![ctrlKey, metaKey, shiftKey, altKey].every((flag) => typeof flag === 'boolean')) return undefined;
    return { type: 'key', key, code, ctrlKey: ctrlKey as boolean, metaKey: metaKey as boolean, shiftKey: shiftKey as boolean, altKey: altKey as boolean };
  }
  if (data.type !== 'select' || typeof data.blockId !== 'string' || data.blockId === '') return undefined;
  return { type: 'select', blockId: data.blockId };
}

/** The editor's current selection, its draft or one changed block of it, that it listens, or undefined for any other message. */
export function readEditorMessage(data: unknown): EditorSelectedMessage | EditorDraftMessage | EditorDraftBlockMessage | EditorListeningMessage | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'listening') return { type: 'listening' };
  if (data.type === 'draft') return isRecord(data.document) && !Array.isArray(data.document) ? { type: 'draft', document: data.document } : undefined;
  if (data.type === 'draft-block') {
    const path = readBlockPath(data.path);
    const { block } = data;
    if (!path || !isRecord(block) || Array.isArray(block) || typeof block.id !== 'string') return undefined;
    return { type: 'draft-block', path, block: block as EditorDraftBlockMessage['block'] };
  }
  if (data.type !== 'selected') return undefined;
  if (data.blockId !== null && typeof data.blockId !== 'string') return undefined;
  return { type: 'selected', blockId: data.blockId };
}

/** The attribute every block in the canvas carries. */
export const BLOCK_ID_ATTRIBUTE = 'data-block-id';

/** The block a click landed in: the innermost element marked with a block id. */
export function blockIdAt(target: EventTarget | null): string | undefined {
  if (!target || typeof (target as Element).closest !== 'function') return undefined;
  const marked = (target as Element).closest(`[${BLOCK_ID_ATTRIBUTE}]`);
  return marked?.getAttribute(BLOCK_ID_ATTRIBUTE) ?? undefined;
}
