import { describe, expect, it } from 'vitest';
import { heroBannerSchema } from '../../blocks/hero-banner/schema';
import { PAYMENT_METHODS } from '../../blocks/payments-strip/schema';
import { colourSchema } from '../../schemas/common';
import { newValueFor } from './new-value';

describe('newValueFor (a new list item)', () => {
  it("spec editor: applies the item schema's defaults and fills its required properties", () => {
    expect(newValueFor(heroBannerSchema.properties.buttons.items)).toEqual({ label: '', href: '', emphasis: 'primary' });
    expect(newValueFor({ type: 'string', default: 'Sales' })).toBe('Sales');
  });

  it('takes the first choice not in the list yet', () => {
    expect(newValueFor({ type: 'string', enum: PAYMENT_METHODS }, ['mastercard', 'visa'])).toBe('maestro');
  });

  it('gives a list its minimum number of items, and a colour a valid colour', () => {
    expect(newValueFor({ type: 'array', items: colourSchema, minItems: 3 })).toEqual(['#000000', '#000000', '#000000']);
    expect(newValueFor({ type: 'integer', minimum: 1 })).toBe(1);
  });
});
