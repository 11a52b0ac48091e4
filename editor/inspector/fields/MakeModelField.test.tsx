import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stockCarouselSchema } from '../../../blocks/stock-carousel/schema';
import { renderForm } from '../test-support/render-form';

const schema = { type: 'object', properties: { filters: stockCarouselSchema.properties.filters } } as const;

describe('make and model field', { timeout: 20_000 }, () => {
  it('editor text in dealer words: a make and model is asked for in two boxes, never with its separator', () => {
    renderForm(schema, { filters: { make_model: ['Toyota|Corolla'] } });
    const pair = screen.getByRole('group', { name: /^Make and model 1/ });
    expect(within(pair).getByRole('textbox', { name: 'Make' })).toHaveValue('Toyota');
    expect(within(pair).getByRole('textbox', { name: 'Model' })).toHaveValue('Corolla');
  });

  it('stores the two parts as the search reads them', () => {
    const { lastChange } = renderForm(schema, { filters: { make_model: ['Toyota|Corolla'] } });
    const pair = screen.getByRole('group', { name: /^Make and model 1/ });
    fireEvent.change(within(pair).getByRole('textbox', { name: 'Model' }), { target: { value: 'Camry' } });
    expect(lastChange()).toEqual({ value: { filters: { make_model: ['Toyota|Camry'] } }, pointer: '/filters/make_model/0' });
  });
});
