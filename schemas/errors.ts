import type { ErrorObject } from 'ajv';
import { ANALYTICS_ID_PATTERN } from './analytics-id';
import { blockIdSchema } from './block-node';
import { colourSchema, HTTPS_ONLY_PATTERN, IMAGE_URL_PATTERN, linkTargetSchema, SCHEMA_FILE_PATTERN, slugSchema, webAddressSchema } from './common';
import { DEALER_PHONE_PATTERN, DOMAIN_PATTERN } from './dealer';
import { WEBHOOK_ADDRESS_PATTERN } from './lead-destinations';
import { REGO_PATTERN, TRADE_IN_ID_PATTERN, TRADE_IN_TOKEN_PATTERN } from './api/trade-ins';
import { AUSTRALIAN_MOBILE_PATTERN, AUSTRALIAN_MOBILE_WORDS } from './api/watchlist';
import { PAGE_PATH_PATTERN, PAGE_PATH_WORDS } from './page';
import { COLOUR_NAME_PATTERN, FONT_LIST_PATTERN } from './theme';

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

/**
 * What a pattern asks for, said as the rest of a sentence after "must",
 * keyed by the pattern itself. Every pattern in the site document has words
 * here or its field's own (x-editor patternWords), so a marketer never reads
 * the pattern; schemas/dealer-words.test.ts checks it.
 */
const PATTERN_WORDS: Record<string, string> = {
  [colourSchema.pattern]: 'be a colour code like #1a2b3c (a # and six digits or letters a to f), or pick one',
  [slugSchema.pattern]: 'be lower-case words joined by hyphens, like my-dealer',
  [linkTargetSchema.pattern]: 'start with / for a page on this site, or https:// for another site',
  [webAddressSchema.pattern]: 'start with https:// (the full address of a page on the web)',
  [HTTPS_ONLY_PATTERN]: 'start with https:// (a secure address)',
  [IMAGE_URL_PATTERN]: 'start with / for a picture on this site, or https:// for one on another site (no spaces, quotes or brackets)',
  [blockIdSchema.pattern]: 'be letters, digits, - and _ only (at most 64)',
  [AUSTRALIAN_MOBILE_PATTERN]: `be ${AUSTRALIAN_MOBILE_WORDS}`,
  '^[0-9]{6}$': 'be the 6-digit code from the text message',
  '^[0-9]{4}$': 'be a 4-digit postcode',
  '^\\+?[0-9 ()-]{8,20}$': 'be a phone number of 8 to 20 digits',
  [DEALER_PHONE_PATTERN]: 'be a phone number like 02 9876 5432 (digits, spaces, + and brackets only)',
  [DOMAIN_PATTERN]: 'be a web address without https://, like harbourcitytoyota.com.au',
  '^[A-Za-z0-9_-]{16,64}$': 'be letters, digits, - and _ only (16 to 64)',
  '^/': 'be a path on this site starting with /',
  [REGO_PATTERN]: 'be a registration of 1 to 9 letters and digits',
  [TRADE_IN_ID_PATTERN]: 'be the trade-in id step 1 answered',
  [TRADE_IN_TOKEN_PATTERN]: 'be the token step 1 answered',
  [PAGE_PATH_PATTERN]: `be ${PAGE_PATH_WORDS}`,
  [FONT_LIST_PATTERN]: 'be font names separated by commas, like "Open Sans", Arial, sans-serif (letters, digits, spaces and hyphens only)',
  [COLOUR_NAME_PATTERN]: 'be one word of letters and digits starting with a lower-case letter, like blue or brandNavy',
  [WEBHOOK_ADDRESS_PATTERN]: 'start with https:// (http:// only for this computer, while trying a CRM out)',
  [ANALYTICS_ID_PATTERN]: 'be a Google Analytics or Tag Manager ID, like G-AB12CD34EF or GTM-AB12CD3',
  [SCHEMA_FILE_PATTERN]: 'be the address of a schema file ending in .json',
};

/** The words for a pattern error: the field's own, else the pattern's, else a plain request to check it. */
function patternWords(error: ErrorObject): string {
  const own = editorHints(error.parentSchema)?.patternWords;
  return own ?? PATTERN_WORDS[String((error.params as { pattern?: unknown }).pattern)] ?? 'be written differently: check the help under the field';
}

type EditorHints = { labels?: Readonly<Record<string, string>>; patternWords?: string };

/** The `x-editor` hints of the schema an error is about; only a validator compiled with `verbose` hands the schema over. */
function editorHints(schema: unknown): EditorHints | undefined {
  return schema && typeof schema === 'object' ? (schema as { 'x-editor'?: EditorHints })['x-editor'] : undefined;
}

/** The allowed values by their editor labels where the schema gives them, so a marketer reads the words the list shows. */
function choicesInWords(error: ErrorObject, values: readonly unknown[]): string {
  const labels = editorHints(error.parentSchema)?.labels;
  return values.map((value) => labels?.[String(value)] ?? String(value)).join(', ');
}

/** The titles of a oneOf whose branches are each one titled value (the editor's labelled choices), when they all are. */
function titledChoices(schema: unknown): string[] | undefined {
  const branches = schema && typeof schema === 'object' ? (schema as { oneOf?: unknown }).oneOf : undefined;
  if (!Array.isArray(branches)) return undefined;
  const titles = branches.map((branch) => (branch && typeof branch === 'object' && 'const' in branch ? (branch as { title?: unknown }).title : undefined));
  return titles.every((title): title is string => typeof title === 'string') ? titles : undefined;
}

/** A branch of a titled-choices oneOf: its own "must be" is left out, the oneOf's list of titles says it once. */
function isTitledChoiceBranch(error: ErrorObject): boolean {
  return error.parentSchema !== undefined && /\/oneOf\/\d+\/const$/.test(error.schemaPath) && typeof (error.parentSchema as { title?: unknown }).title === 'string';
}

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
      return { message: `must be one of: ${choicesInWords(error, p.allowedValues as unknown[])}` };
    case 'const':
      return isTitledChoiceBranch(error) ? undefined : { message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'format':
      return { message: `must be ${FORMAT_EXAMPLES[String(p.format)] ?? String(p.format)}` };
    case 'pattern':
      return { message: `must ${patternWords(error)}` };
    case 'minimum':
      return { message: `must be at least ${String(p.limit)}` };
    case 'maximum':
      return { message: `must be at most ${String(p.limit)}` };
    case 'exclusiveMinimum':
      return { message: `must be more than ${String(p.limit)}` };
    case 'exclusiveMaximum':
      return { message: `must be less than ${String(p.limit)}` };
    case 'multipleOf':
      return { message: `must be a multiple of ${String(p.multipleOf)}` };
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
    case 'oneOf': {
      const titles = titledChoices(error.parentSchema);
      return titles ? { message: `must be one of: ${titles.join(', ')}` } : undefined; // else the branch errors say what is wrong
    }
    case 'anyOf':
    case 'if':
      return undefined; // the branch errors say what is wrong
    default:
      // ajv's own words name the keyword; a marketer gets a plain request instead.
      return { message: 'is not allowed here: check the help under the field' };
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
