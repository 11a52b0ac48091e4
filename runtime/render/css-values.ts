import { FONT_LIST_PATTERN } from '../../schemas/theme';

/**
 * Theme values are written into the page's style element, where a value that
 * closed the rule (or the element) would run as the page's own code. The
 * schema refuses such values; these checks hold even for a document that
 * never passed it (an old stored version, a hand-edited database row).
 */
const FONT_LIST = new RegExp(FONT_LIST_PATTERN);
const COLOUR = /^#[0-9a-fA-F]{6}$/;
const NAME = /^[a-z][a-zA-Z0-9]*$/;

export const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export function safeFontList(value: string | undefined, fallback = SYSTEM_FONTS): string {
  return value !== undefined && value.length <= 200 && FONT_LIST.test(value) ? value : fallback;
}

export function isSafeColour(value: unknown): value is string {
  return typeof value === 'string' && COLOUR.test(value);
}

export function isSafeName(value: unknown): value is string {
  return typeof value === 'string' && NAME.test(value);
}
