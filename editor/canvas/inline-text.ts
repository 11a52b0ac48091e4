import { BLOCK_ID_ATTRIBUTE } from './canvas-messages';

/** Text of a block shown on the canvas just as one of its props holds it: the element showing it and the prop's name. */
export interface InlineText {
  element: HTMLElement;
  prop: string;
}

/** The block's props that hold plain words: HTML (rich text) is edited in its own editor, never as plain text. */
function textProps(props: Readonly<Record<string, unknown>>): [string, string][] {
  return Object.entries(props).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '' && !/[<>]/.test(entry[1]));
}

/**
 * The text a double click on the canvas landed in, when it can be edited
 * where it stands: the innermost element around the click, inside the block
 * and not inside a block of one of its slots, whose whole text is the value
 * of exactly one of the block's plain-text props (a heading, a paragraph, a
 * button's label). Text the block makes from its props (a price, a date,
 * words joined) matches none and stays for the inspector, as does text that
 * two props share, since the canvas cannot tell which one was meant.
 */
export function inlineTextAt(target: Element, block: Element, props: Readonly<Record<string, unknown>>): InlineText | undefined {
  const candidates = textProps(props);
  // A block in one of this block's slots has props of its own.
  if (candidates.length === 0 || target.closest(`[${BLOCK_ID_ATTRIBUTE}]`) !== block) return undefined;
  for (let element: Element | null = target; element && block.contains(element); element = element.parentElement) {
    if (!(element instanceof HTMLElement)) continue;
    const shown = element.textContent?.trim() ?? '';
    if (shown === '') continue;
    const matching = candidates.filter(([, value]) => value.trim() === shown);
    if (matching.length === 1) return { element, prop: matching[0]![0] };
    if (matching.length > 1) return undefined;
    if (element === block) return undefined;
  }
  return undefined;
}
