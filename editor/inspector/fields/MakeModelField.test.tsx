import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stockCarouselSchema } from '../../../blocks/stock-carousel/schema';
import { SEARCH_FACETS } from '../../../schemas/api/search-words';
import { siteSlugAtom } from '../../publishing/site-address';
import { renderForm } from '../test-support/render-form';

afterEach(() => vi.unstubAllGlobals());

const schema = { type: 'object', properties: { filters: stockCarouselSchema.properties.filters } } as const;

describe('make and model field', { timeout: 20_000 }, () => {
  it('editor text in dealer words: a make and model is asked for in two boxes, never with its separator', () => {
    renderForm(schema, { filters: { make_model: ['Toyota|Corolla'] } });
    const pair = screen.getByRole('group', { name: /^Make and model 1/ });
    expect(within(pair).getByRole('combobox', { name: 'Make' })).toHaveValue('Toyota');
    expect(within(pair).getByRole('combobox', { name: 'Model' })).toHaveValue('Corolla');
  });

  it('stores the two parts as the search reads them', () => {
    const { lastChange } = renderForm(schema, { filters: { make_model: ['Toyota|Corolla'] } });
    const pair = screen.getByRole('group', { name: /^Make and model 1/ });
    fireEvent.change(within(pair).getByRole('combobox', { name: 'Model' }), { target: { value: 'Camry' } });
    expect(lastChange()).toEqual({ value: { filters: { make_model: ['Toyota|Camry'] } }, pointer: '/filters/make_model/0' });
  });

  it("editor pickers: the makes in the dealer's stock are offered, and the models of the make chosen", async () => {
    const facets: Record<string, { label: string; value: string; count: number }[]> = Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, []]));
    facets.make_model = ['Toyota|Corolla', 'Toyota|Camry', 'Mazda|CX-5'].map((value) => ({ label: value, value, count: 2 }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ facets })),
    );
    const store = createStore();
    store.set(siteSlugAtom, 'westside-used-cars');
    renderForm({ type: 'object', properties: { make_model: stockCarouselSchema.properties.filters.properties.make_model } }, { make_model: ['Toyota|'] }, [], store);
    const pair = screen.getByRole('group', { name: /^Make and model 1/ });
    const offered = async (name: string) => {
      const box = within(pair).getByRole('combobox', { name });
      fireEvent.focus(box);
      fireEvent.click(box);
      const options = within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      fireEvent.blur(box);
      return options;
    };
    await waitFor(async () => expect(await offered('Model')).toEqual(['Corolla', 'Camry']));
  });
});
