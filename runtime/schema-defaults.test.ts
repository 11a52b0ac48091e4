import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ajv } from '../schemas/ajv';
import { defaultsOf } from './schema-defaults';

const offerSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', default: 'Special offers' },
    anchor: { type: 'string' },
    count: { type: 'integer', default: 3 },
    labels: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        sales: { type: 'string', default: 'Sales' },
        service: { type: 'string', default: 'Service' },
      },
    },
    buttons: {
      type: 'array',
      default: [{ label: 'Browse our stock' }, { label: 'Apply for finance', emphasis: 'secondary' }],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label'],
        properties: {
          label: { type: 'string' },
          emphasis: { type: 'string', enum: ['primary', 'secondary'], default: 'primary' },
        },
      },
    },
    methods: { type: 'array', items: { type: 'string' }, default: ['visa', 'mastercard'] },
  },
} as const;

describe("defaultsOf: a block's defaults read from its schema", () => {
  it("takes each property's default and leaves out a property without one", () => {
    const defaults = defaultsOf(offerSchema);
    expect(defaults.heading).toBe('Special offers');
    expect(defaults.count).toBe(3);
    expect(defaults.methods).toEqual(['visa', 'mastercard']);
    expect('anchor' in defaults).toBe(false);
  });

  it("fills the defaults inside a default: an object's properties, and each listed item's", () => {
    const defaults = defaultsOf(offerSchema);
    expect(defaults.labels).toEqual({ sales: 'Sales', service: 'Service' });
    expect(defaults.buttons).toEqual([
      { label: 'Browse our stock', emphasis: 'primary' },
      { label: 'Apply for finance', emphasis: 'secondary' },
    ]);
  });

  it('gives what the shared ajv fills into a block written with no props, so the editor and the renderer start alike', () => {
    const filled = {};
    const validate = ajv.compile(offerSchema);
    expect(validate(filled), ajv.errorsText(validate.errors)).toBe(true);
    expect(defaultsOf(offerSchema)).toEqual(filled);
  });

  it("gives fresh copies, so editing one new block's props changes neither the schema nor the next block", () => {
    const first = defaultsOf(offerSchema);
    first.methods.push('amex');
    first.labels.sales = 'New cars';
    expect(defaultsOf(offerSchema).methods).toEqual(['visa', 'mastercard']);
    expect(defaultsOf(offerSchema).labels.sales).toBe('Sales');
    expect(offerSchema.properties.methods.default).toEqual(['visa', 'mastercard']);
  });

  it("types the defaults as the schema's props", () => {
    expectTypeOf(defaultsOf(offerSchema)).toEqualTypeOf<FromSchema<typeof offerSchema>>();
  });
});
