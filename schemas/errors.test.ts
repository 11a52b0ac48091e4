import { describe, expect, it } from 'vitest';
import { createAjv, SITE_DOCUMENT_AJV_OPTIONS } from './ajv';
import { blockAtPath, describeErrors } from './errors';

describe('blockAtPath', () => {
  it('finds the innermost block on the way to a path', () => {
    const doc = { pages: [{ blocks: [{ id: 'outer', type: 'section', slots: { content: [{ id: 'inner', type: 'promo-card', props: {} }] } }] }] };
    expect(blockAtPath(doc, '/pages/0/blocks/0/slots/content/0/props/title')).toEqual({ type: 'promo-card', id: 'inner' });
    expect(blockAtPath(doc, '/pages/0/blocks/0/props')).toEqual({ type: 'section', id: 'outer' });
    expect(blockAtPath(doc, '/pages/0/title')).toBeUndefined();
  });
});

describe('describeErrors: editor text in dealer words', () => {
  const validatorOf = (field: object) => createAjv(SITE_DOCUMENT_AJV_OPTIONS).compile({ type: 'object', properties: { field } });
  const messagesFor = (field: object, value: unknown) => {
    const validate = validatorOf(field);
    validate({ field: value });
    return describeErrors({ field: value }, validate.errors).map((error) => error.message);
  };

  it("names an enum's choices by their labels", () => {
    const field = { type: 'string', enum: ['view-details', 'get-finance'], 'x-editor': { labels: { 'view-details': 'View Details', 'get-finance': 'Get Finance' } } };
    expect(messagesFor(field, 'details')).toEqual(['must be one of: View Details, Get Finance']);
  });

  it('names titled choices once, by their titles', () => {
    const field = {
      type: 'string',
      oneOf: [
        { const: 'all', title: 'Every location' },
        { const: 'primary', title: 'The main location' },
      ],
    };
    expect(messagesFor(field, 'some')).toEqual(['must be one of: Every location, The main location']);
  });

  it("says what a field's pattern asks for in the field's own words", () => {
    const field = { type: 'string', pattern: '^[a-z][a-z0-9-]*$', 'x-editor': { patternWords: 'be lower-case words joined by hyphens' } };
    expect(messagesFor(field, 'Finance Form')).toEqual(['must be lower-case words joined by hyphens']);
  });

  it('never shows a pattern it has no words for', () => {
    expect(messagesFor({ type: 'string', pattern: '^x+$' }, 'y')).toEqual(['must be written differently: check the help under the field']);
  });
});
