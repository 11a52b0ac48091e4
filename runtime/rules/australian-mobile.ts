import { AUSTRALIAN_MOBILE_PATTERN } from '../../schemas/api/watchlist';

/**
 * Spec search §6: a signed-in shopper is identified by a phone number, an
 * Australian mobile, kept in one form: +614 and eight digits. Shoppers write
 * it many ways, and every one of them must be taken:
 *
 * - 0412 345 678, 0412345678, 0412-345-678, 0412.345.678, (04) 1234 5678;
 * - +61 412 345 678, +61412345678, 61 412 345 678, +61 (0) 412 345 678;
 * - 0061 412 345 678 (the international prefix dialled from Australia);
 * - 412 345 678 (the leading 0 left off, as people do after "+61").
 *
 * Spaces of any kind (a pasted non-breaking space among them), hyphens and
 * dashes, dots, slashes and brackets are only grouping. Anything that is not
 * then a mobile is returned as typed (trimmed), so the schema's pattern
 * refuses it and its message names the field.
 *
 * The browser's sign-in form and the server's shopper routes both read the
 * number through this one function.
 */
export const AUSTRALIAN_MOBILE = new RegExp(AUSTRALIAN_MOBILE_PATTERN);

const GROUPING = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000().\-\u2010-\u2015/]/g;
/**
 * What is left once grouping is gone: the country code (+61, 0061 or 61),
 * perhaps with the trunk 0 after it ("+61 (0) 4…"), or the trunk 0 alone,
 * or nothing; then 4 and eight digits.
 */
const WRITTEN_MOBILE = /^(?:(?:\+61|0061|61)0?|0)?(4[0-9]{8})$/;

export function australianMobile(typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(GROUPING, '');
  const found = WRITTEN_MOBILE.exec(digits);
  return found ? `+61${found[1]}` : trimmed;
}

export function isAustralianMobile(typed: string): boolean {
  return AUSTRALIAN_MOBILE.test(australianMobile(typed));
}

/**
 * A request body with its `field` read as an Australian mobile, before the
 * body's schema checks it. Anything else (not an object, the field not
 * text) is left for the schema to refuse.
 */
export function withAustralianMobile(body: unknown, field: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? { ...body, [field]: australianMobile(value) } : body;
}

/** +61412345678 as an Australian reads it back: 0412 345 678. Anything else is shown as it is. */
export function mobileAsWritten(international: string): string {
  const found = /^\+61(4[0-9]{2})([0-9]{3})([0-9]{3})$/.exec(international);
  return found ? `0${found[1]} ${found[2]} ${found[3]}` : international;
}
