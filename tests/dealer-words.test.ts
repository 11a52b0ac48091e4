import { describe, expect, it } from 'vitest';
import { registry } from '../blocks';
import { nameInWords } from '../editor/inspector/field-words';
import { readDealerConfigs, templatesIn } from '../runtime/server/dealer-configs';
import { resolveDocument } from '../runtime/site-document/resolve';
import { validateSiteDocument } from '../runtime/site-document/validator';
import { createAjv, SITE_DOCUMENT_AJV_OPTIONS } from '../schemas/ajv';
import { describeErrors } from '../schemas/errors';
import { navigationSchema } from '../schemas/navigation';
import { pageSchema } from '../schemas/page';
import { settingsSchema } from '../schemas/settings';
import { siteDocumentSchema } from '../schemas/site-document';
import { themeSchema } from '../schemas/theme';

/**
 * Editor text in dealer words: a marketer reads every label, help text,
 * choice and error the editor shows, so none of it may be a pattern, an
 * internal name or a developer's word. ":slug" is allowed where it is part
 * of a page address a marketer types (/cars/:slug); the word on its own is not.
 */
const NOT_DEALER_WORDS: readonly [string, RegExp][] = [
  ['a pattern character', /[\^\\|]/],
  ['a pattern end ($ not before an amount)', /\$(?![\d ,)])/],
  ['a colour placeholder', /#rrggbb/i],
  ['the theme library', /mantine/i],
  ['the specification', /\bspec\b/i],
  ['a feed option name', /autograb/i],
  ['the stock feed', /stock feed/i],
  ['slug as a word', /(?<!:)\bslugs?\b/i],
  ['undefined', /undefined/],
  ['a raw validator message', /must match|text matching|must NOT/i],
];

function problemsIn(text: string): string[] {
  return NOT_DEALER_WORDS.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${name}: "${text}"`);
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every schema object inside a schema, with where it sits. */
function* schemaNodes(schema: unknown, at = ''): Generator<[string, Node]> {
  if (Array.isArray(schema)) {
    for (const [index, item] of schema.entries()) yield* schemaNodes(item, `${at}/${index}`);
    return;
  }
  if (!isNode(schema)) return;
  yield [at, schema];
  for (const [key, value] of Object.entries(schema)) if (key !== 'default' && key !== 'enum' && key !== 'const') yield* schemaNodes(value, `${at}/${key}`);
}

/** The text a schema gives the editor to show: titles, help, choice labels, pattern words, and the names of untitled fields. */
function editorText(schema: unknown): string[] {
  const texts: string[] = [];
  for (const [, node] of schemaNodes(schema)) {
    for (const key of ['title', 'description'] as const) if (typeof node[key] === 'string') texts.push(node[key]);
    const hints = node['x-editor'];
    if (isNode(hints)) {
      if (isNode(hints.labels)) texts.push(...Object.values(hints.labels).map(String));
      if (typeof hints.patternWords === 'string') texts.push(hints.patternWords);
    }
    if (isNode(node.properties)) {
      for (const [key, property] of Object.entries(node.properties)) if (isNode(property) && typeof property.title !== 'string') texts.push(nameInWords(key));
    }
  }
  return texts;
}

const documentSchema = siteDocumentSchema(registry.schemaEntries());

/** What the inspector edits: each block's props, a page's own fields, and the site's settings, theme and navigation. */
const { id: _pageId, blocks: _pageBlocks, ...pageFields } = pageSchema.properties;
const editorForms: [string, unknown][] = [
  ...registry.list().map((definition) => [`block ${definition.type}`, definition.schema] as [string, unknown]),
  ['page', { type: 'object', properties: pageFields }],
  ['settings', settingsSchema],
  ['theme', themeSchema],
  ['navigation', navigationSchema],
];

/** A value each pattern refuses, so its message can be read. */
const REFUSED_BY_PATTERNS = [' !', '[.]', 'Not A Path', '^$|\\'];

/** The messages for one value of a field, validated as the editor validates it (a schema's root takes no default, so the field sits in an object). */
function errorsFor(field: Node, value: unknown): string[] {
  const validate = createAjv(SITE_DOCUMENT_AJV_OPTIONS).compile({ type: 'object', properties: { field } });
  const subject = { field: value };
  return validate(subject) ? [] : describeErrors(subject, validate.errors).map((error) => error.message);
}

const configs = await readDealerConfigs();
const sample = (await resolveDocument(configs.dealers[0].document, templatesIn(configs), registry)).document;

describe('editor text in dealer words', () => {
  it('every title, help text and choice label in the site document schema reads as a dealer would write it', () => {
    const problems = editorText(documentSchema).flatMap(problemsIn);
    expect(problems).toEqual([]);
  });

  it('every field a marketer edits has a title, every list item a name, and every choice in words', () => {
    const missing: string[] = [];
    for (const [form, schema] of editorForms) {
      for (const [at, node] of schemaNodes(schema)) {
        if (isNode(node.properties)) {
          for (const [key, property] of Object.entries(node.properties))
            if (isNode(property) && typeof property.title !== 'string') missing.push(`${form}${at}/properties/${key}: no title`);
        }
        if (isNode(node.items) && typeof node.items.title !== 'string') missing.push(`${form}${at}/items: no name for one item`);
        const labels = isNode(node['x-editor']) ? node['x-editor'].labels : undefined;
        if (Array.isArray(node.enum) && node.enum.some((value) => typeof value === 'string')) {
          const unlabelled = node.enum.filter((value) => !isNode(labels) || typeof labels[String(value)] !== 'string');
          if (unlabelled.length) missing.push(`${form}${at}: choices without words: ${unlabelled.join(', ')}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('a value a pattern refuses gets words saying what is expected, never the pattern', () => {
    const messages: string[] = [];
    for (const [at, node] of schemaNodes(documentSchema)) {
      if (typeof node.pattern !== 'string') continue;
      const refused = REFUSED_BY_PATTERNS.find((value) => !new RegExp(node.pattern as string, 'u').test(value));
      if (refused === undefined) throw new Error(`No sample value breaks the pattern at ${at}`);
      // A property name's pattern (the palette's colour names) has no type of its own.
      const said = errorsFor({ type: 'string', ...node }, refused);
      expect(said, at).not.toEqual([]);
      messages.push(...said);
    }
    expect(messages.flatMap(problemsIn)).toEqual([]);
    expect(messages.filter((message) => message.includes('check the help under the field'))).toEqual([]);
  });

  it('a choice that is not offered is answered with the choices in words, not their stored names', () => {
    const messages: string[] = [];
    for (const [at, node] of schemaNodes(documentSchema)) {
      const labelledEnum = Array.isArray(node.enum) && isNode(node['x-editor']);
      const titledOneOf = Array.isArray(node.oneOf) && node.oneOf.every((branch) => isNode(branch) && 'const' in branch);
      if (!labelledEnum && !titledOneOf) continue;
      const said = errorsFor(node, 'not-a-choice');
      expect(said, at).toHaveLength(1);
      messages.push(...said);
    }
    expect(messages).toContain(
      'must be one of: View Details, Explore Vehicle, Quick Enquiry, Get Finance (your finance button text), Reserve Now, Reserve This Car, Enquire, Book a Test Drive, Car History Report, Trade-in Valuation, Find Me Something Similar',
    );
    expect(messages.flatMap(problemsIn)).toEqual([]);
  });

  it(`a broken copy of ${sample.dealer.name}'s site is described in dealer words`, () => {
    const broken = structuredClone(sample) as unknown as { theme: Node; settings: Node; pages: { path: string; blocks: { type: string; props: Node }[] }[] };
    broken.theme.headerBackground = 'navy';
    broken.theme.primaryColor = 'Navy Blue';
    broken.theme.radius = 'round';
    broken.settings.chatUrl = 'http://chat.example.com';
    broken.settings.routes = { finance: 'finance' };
    broken.pages[0].path = 'Home Page';
    broken.pages[0].blocks.push({ type: 'stock-carousel', props: { buttons: ['view-detail'], sort: 'cheapest', filters: { body: ['suvs'] } } } as never);
    broken.pages[0].blocks.push({ type: 'section', props: { anchor: 'Finance Form', background: 'blue' } } as never);
    const { errors } = validateSiteDocument(broken, registry);
    const messages = errors.map((error) => error.message);
    expect(messages.length).toBeGreaterThanOrEqual(10);
    expect(messages.flatMap(problemsIn)).toEqual([]);
    expect(messages).toContain('must start with / for a page on this site, or https:// for another site');
  });
});
