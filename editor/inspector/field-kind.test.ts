import { describe, expect, it } from 'vitest';
import { imageField } from '../../blocks/kit/fields/image-field';
import { linkTargetField } from '../../blocks/kit/fields/link-target-field';
import { colourSchema, imageSchema } from '../../schemas/common';
import { settingsSchema } from '../../schemas/settings';
import { themeSchema } from '../../schemas/theme';
import { choicesOf, fieldKindOf } from './field-kind';

describe('fieldKindOf', () => {
  it('spec editor: picks the widget from the schema', () => {
    expect(fieldKindOf({ type: 'string' })).toBe('text');
    expect(fieldKindOf({ type: 'string', maxLength: 400 })).toBe('textarea');
    expect(fieldKindOf({ type: 'string', maxLength: 120, 'x-editor': { widget: 'textarea' } })).toBe('textarea');
    expect(fieldKindOf({ type: 'string', contentMediaType: 'text/html', maxLength: 50000 })).toBe('rich-text');
    expect(fieldKindOf({ type: 'string', contentMediaType: 'text/css' })).toBe('textarea');
    expect(fieldKindOf({ type: 'integer', minimum: 1 })).toBe('number');
    expect(fieldKindOf({ type: 'integer', enum: [2, 3] })).toBe('select');
    expect(fieldKindOf({ type: 'string', oneOf: [{ const: 'a', title: 'A' }] })).toBe('select');
    expect(fieldKindOf({ type: 'boolean' })).toBe('boolean');
    expect(fieldKindOf(colourSchema)).toBe('colour');
    expect(fieldKindOf({ type: 'string', format: 'date' })).toBe('date');
    expect(fieldKindOf({ type: 'string', format: 'date-time' })).toBe('date-time');
    expect(fieldKindOf({ type: 'string', format: 'uri' })).toBe('url');
    expect(fieldKindOf(linkTargetField('Goes to'))).toBe('url');
    expect(fieldKindOf(imageField('Picture', 'Shown.'))).toBe('image');
    expect(fieldKindOf(imageSchema)).toBe('image');
    expect(fieldKindOf(settingsSchema.properties.gatedRoutes)).toBe('array');
    expect(fieldKindOf(settingsSchema.properties.reserveOnline)).toBe('object');
    expect(fieldKindOf(themeSchema.properties.palette)).toBe('record');
  });

  it('falls back to JSON for shapes it has no widget for', () => {
    expect(fieldKindOf({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe('json');
    expect(fieldKindOf({ type: ['string', 'null'] })).toBe('json');
    expect(fieldKindOf({ type: 'object' })).toBe('json');
    expect(fieldKindOf({ type: 'array', items: [{ type: 'string' }] })).toBe('json');
    expect(fieldKindOf({ $ref: '#/$defs/block' })).toBe('json');
  });

  it('reads choices with their titles', () => {
    expect(choicesOf({ oneOf: [{ const: 'car', title: "The car's number" }] })).toEqual([{ value: 'car', title: "The car's number" }]);
    expect(choicesOf({ enum: [2, 3] })).toEqual([{ value: 2 }, { value: 3 }]);
    expect(choicesOf({ type: 'string' })).toBeUndefined();
  });
});
