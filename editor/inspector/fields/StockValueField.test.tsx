import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_FACETS } from '../../../schemas/api/search-words';
import { stockFiltersSchema } from '../../../blocks/stock-carousel/filter-fields';
import { siteSlugAtom } from '../../publishing/site-address';
import { fieldKindOf } from '../field-kind';
import { renderForm } from '../test-support/render-form';
import { notInStockWords, STOCK_VALUES_FAILED } from './StockValueField';

const SLUG = 'westside-used-cars';
const schema = { type: 'object', properties: { make: stockFiltersSchema.properties.make } } as const;

function stockAnswer(status = 200) {
  const facets: Record<string, { label: string; value: string; count: number }[]> = Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, []]));
  facets.make = [
    { label: 'Toyota', value: 'Toyota', count: 12 },
    { label: 'Mazda', value: 'Mazda', count: 1 },
  ];
  const fetchStub = vi.fn(async () => (status === 200 ? Response.json({ facets }) : Response.json({ error: 'server-error', message: 'Failed' }, { status })));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function siteStore() {
  const store = createStore();
  store.set(siteSlugAtom, SLUG);
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe('stock value field', () => {
  it('editor pickers: make, model, colour and the other stock filters offer the stock’s values; price bands and known lists do not', () => {
    expect(fieldKindOf(stockFiltersSchema.properties.make.items)).toBe('stock-value');
    expect(fieldKindOf(stockFiltersSchema.properties.colour.items)).toBe('stock-value');
    expect(fieldKindOf(stockFiltersSchema.properties.price_range.items)).toBe('text');
    expect(fieldKindOf(stockFiltersSchema.properties.body.items)).toBe('select');
  });

  it("editor pickers: lists the dealer's makes with how many cars each, asked once, and picking one stores it", async () => {
    const fetchStub = stockAnswer();
    const { lastChange } = renderForm(schema, { make: [''] }, [], siteStore());
    const make = screen.getByRole('combobox');
    await waitFor(() => expect(make).toHaveAttribute('placeholder', 'Pick from your stock, or type'));
    fireEvent.focus(make);
    fireEvent.click(make);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Toyota12 cars', 'Mazda1 car']);
    fireEvent.click(options[1]);
    expect(lastChange()).toEqual({ value: { make: ['Mazda'] }, pointer: '/make/0' });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(String(fetchStub.mock.calls[0]?.[0 as never])).toBe(`/editor/api/sites/${SLUG}/stock-values`);
  });

  it('editor pickers: a value no car in stock has is said, not refused', async () => {
    stockAnswer();
    renderForm(schema, { make: ['Lancia'] }, [], siteStore());
    const make = screen.getByRole('combobox');
    await waitFor(() => expect(make).toHaveAccessibleDescription(expect.stringContaining(notInStockWords('Lancia'))));
    expect(make).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('editor pickers: when the stock cannot be asked, the value is typed and the field says why', async () => {
    stockAnswer(500);
    renderForm(schema, { make: ['Toyota'] }, [], siteStore());
    const make = screen.getByRole('combobox');
    await waitFor(() => expect(make).toHaveAccessibleDescription(expect.stringContaining(STOCK_VALUES_FAILED)));
    fireEvent.change(make, { target: { value: 'Mazda' } });
    expect(make).toHaveValue('Mazda');
  });
});
