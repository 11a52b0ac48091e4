import type { ErrorObject } from 'ajv';
import { IMAGE_URL_PATTERN } from './common';
import { REGO_PATTERN, TRADE_IN_ID_PATTERN, TRADE_IN_TOKEN_PATTERN } from './api/trade-ins';
import { AUSTRALIAN_MOBILE_PATTERN, AUSTRALIAN_MOBILE_WORDS } from './api/watchlist';
import { PAGE_PATH_PATTERN } from './page';
import { FONT_LIST_PATTERN } from './theme';

/** One problem in a document, said so a marketer or developer can act on it. */
export interface DocumentError {
  /** JSON Pointer to the offending value, e.g. /pages/0/blocks/1/props/title */
  path: string;
  /** The block the value sits in, when it sits in one. */
  block?: { type: string; id: string };
  message: string;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': 'a date and time like 2026-12-01T09:00:00Z',
  date: 'a date like 2026-12-01',
  uri: 'a full web address like https://example.com',
  'uri-reference': 'a web address',
  email: 'an email address',
};

/** Patterns with a plain-words description, keyed by the pattern itself. */
const PATTERN_WORDS: Record<string, string> = {
  '^#[0-9a-fA-F]{6}$': 'a colour like #1a2b3c',
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'lower-case words joined by hyphens, like my-dealer',
  '^(/|https?://)': 'a path starting with / or an address starting with https://',
  '^https?://': 'an address starting with https://',
  [IMAGE_URL_PATTERN]: 'a path starting with / or an address starting with https:// (no spaces, quotes or brackets)',
  '^[A-Za-z0-9_-]{1,64}$': 'letters, digits, - and _ only (at most 64)',
  [AUSTRALIAN_MOBILE_PATTERN]: AUSTRALIAN_MOBILE_WORDS,
  '^[0-9]{6}$': 'the 6-digit code from the text message',
  '^[0-9]{4}$': 'a 4-digit postcode',
  '^\\+?[0-9 ()-]{8,20}$': 'a phone number of 8 to 20 digits',
  '^[A-Za-z0-9_-]{16,64}$': 'letters, digits, - and _ only (16 to 64)',
  '^/': 'a path on this site starting with /',
  [REGO_PATTERN]: 'a registration of 1 to 9 letters and digits',
  [TRADE_IN_ID_PATTERN]: 'the trade-in id step 1 answered',
  [TRADE_IN_TOKEN_PATTERN]: 'the token step 1 answered',
  [PAGE_PATH_PATTERN]: 'a path like /finance or /cars/:slug (lower-case words; parameters start with :)',
  [FONT_LIST_PATTERN]: 'font names separated by commas, like "Open Sans", Arial, sans-serif (letters, digits, spaces and hyphens only)',
};

function pointerSegments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function segmentsToPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The innermost block node (an object with string id and type under a blocks/slots list) on the way to `pointer`. */
export function blockAtPath(document: unknown, pointer: string): { type: string; id: string } | undefined {
  let node: unknown = document;
  let found: { type: string; id: string } | undefined;
  const segments = pointerSegments(pointer);
  for (let i = 0; i < segments.length; i++) {
    if (node === null || typeof node !== 'object') break;
    node = (node as Record<string, unknown>)[segments[i]];
    const parent = segments[i - 1];
    const inBlockList = parent === 'blocks' || parent === 'header' || parent === 'footer' || (i >= 2 && segments[i - 2] === 'slots');
    if (inBlockList && node && typeof node === 'object') {
      const candidate = node as Record<string, unknown>;
      if (typeof candidate.type === 'string' && typeof candidate.id === 'string') {
        found = { type: candidate.type, id: candidate.id };
      }
    }
  }
  return found;
}

function messageFor(error: ErrorObject): { pathSuffix?: string; message: string } | undefined {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pathSuffix: String(p.missingProperty), message: 'is required' };
    case 'additionalProperties':
      return { pathSuffix: String(p.additionalProperty), message: 'is not a known field here' };
    case 'type':
      return {
        message: `must be ${String(p.type)
          .split(',')
          .map((t) => TYPE_WORDS[t] ?? t)
          .join(' or ')}`,
      };
    case 'enum':
      return { message: `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}` };
    case 'const':
      return { message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'format':
      return { message: `must be ${FORMAT_EXAMPLES[String(p.format)] ?? String(p.format)}` };
    case 'pattern':
      return { message: `must be ${PATTERN_WORDS[String(p.pattern)] ?? `text matching ${String(p.pattern)}`}` };
    case 'minimum':
      return { message: `must be at least ${String(p.limit)}` };
    case 'maximum':
      return { message: `must be at most ${String(p.limit)}` };
    case 'exclusiveMinimum':
      return { message: `must be more than ${String(p.limit)}` };
    case 'minLength':
      return { message: p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters` };
    case 'maxLength':
      return { message: `must be at most ${String(p.limit)} characters` };
    case 'minItems':
      return { message: `must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { message: `must have at most ${String(p.limit)} items` };
    case 'uniqueItems':
      return { message: `must not repeat an item (items ${String(p.j)} and ${String(p.i)} are the same)` };
    case 'propertyNames':
      return undefined; // reported through its inner pattern error
    case 'discriminator':
      return p.error === 'mapping' ? { message: `is an unknown block type "${String(p.tagValue)}"` } : { pathSuffix: String(p.tag), message: 'is required' };
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return undefined; // the branch errors say what is wrong
    default:
      return { message: error.message ?? `fails ${error.keyword}` };
  }
}

/** Turns ajv's errors into one plain error per problem, with its block. */
export function describeErrors(document: unknown, errors: readonly ErrorObject[] | null | undefined): DocumentError[] {
  const seen = new Set<string>();
  const described: DocumentError[] = [];
  for (const error of errors ?? []) {
    const said = messageFor(error);
    if (!said) continue;
    let path = error.instancePath;
    if (error.keyword === 'discriminator' && (error.params as { error?: string }).error === 'mapping') {
      path += '/type';
    }
    if (said.pathSuffix) path = segmentsToPointer([...pointerSegments(path), said.pathSuffix]);
    const key = `${path}|${said.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const block = blockAtPath(document, path);
    described.push(block ? { path, block, message: said.message } : { path, message: said.message });
  }
  return described;
}

export function formatError(error: DocumentError): string {
  const where = error.block ? ` (in ${error.block.type} block "${error.block.id}")` : '';
  return `${error.path || '/'}${where}: ${error.message}`;
}

export { pointerSegments, segmentsToPointer };
