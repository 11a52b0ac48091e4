import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSearchBlock } from '../kit/search/test-support/render-search';
import { item } from '../kit/search/test-support/answers';
import quickSearch from './index';
import type { QuickSearchData } from './load';
import { quickSearchState } from './QuickSearchForm.client';
import { quickSearchDefaults } from './schema';

afterEach(() => window.localStorage.clear());

const data: QuickSearchData = {
  carTypes: [item('new', 3), item('demo', 1), item('used', 9)],
  makes: [item('Toyota', 8), item('Mazda', 4)],
  makeModels: [item('Toyota|Corolla', 5), item('Toyota|RAV4', 3), item('Mazda|CX-5', 4)],
};

describe('quick search block', () => {
  it("is a GET form to the search page with the search page's own parameters, so it works before any script", () => {
    renderSearchBlock(quickSearch, quickSearchDefaults, data, { path: '/' });
    const form = screen.getByRole('search', { name: 'Quick search' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/sites/bayside-motors/search');
    expect([...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual(['car_type', 'make', 'make_model', 'price', 'query']);
    expect(screen.getByRole('option', { name: 'Up to $20,000' })).toHaveAttribute('value', ':20000');
  });

  it('offers the models of the make chosen', () => {
    renderSearchBlock(quickSearch, quickSearchDefaults, data, { path: '/' });
    const model = screen.getByLabelText('Model');
    expect(model).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Make'), { target: { value: 'Toyota' } });
    expect(model).toBeEnabled();
    expect([...model.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Any model', 'Corolla', 'RAV4']);
  });

  it('reads the form as the search page reads its address, leaving out what was not chosen', () => {
    const form = new FormData();
    form.append('car_type', 'used');
    form.append('make', 'Toyota');
    form.append('make_model', '');
    form.append('price', ':20000');
    form.append('query', ' hybrid ');
    expect(quickSearchState(form)).toEqual({ query: 'hybrid', page: 1, sortBy: 'relevant', lists: { car_type: ['used'], make: ['Toyota'] }, ranges: { price: { max: 20000 } } });
  });

  it("spec detail §3: shows the shopper's recent searches from this browser, as links", async () => {
    window.localStorage.setItem('recent-searches:bayside-motors', JSON.stringify([{ text: 'Used cars: Toyota', path: '/sites/bayside-motors/search/used-cars?make=Toyota' }]));
    renderSearchBlock(quickSearch, quickSearchDefaults, data, { path: '/' });
    const link = await screen.findByRole('link', { name: 'Used cars: Toyota' });
    expect(link).toHaveAttribute('href', '/sites/bayside-motors/search/used-cars?make=Toyota');
    expect(screen.getByRole('navigation', { name: 'Your recent searches' })).toBeInTheDocument();
  });

  it('lists each recent search once, even from a list stored with copies (issue 15: "Cars for sale: New, Demo" twice)', async () => {
    const stored = [
      { text: 'Cars for sale: New, Demo', path: '/sites/bayside-motors/search?car_type=new&car_type=demo' },
      { text: 'Cars for sale: Toyota', path: '/sites/bayside-motors/search?make=Toyota' },
      { text: 'Cars for sale: New, Demo', path: '/sites/bayside-motors/search?sortBy=latest&car_type=new&car_type=demo' },
    ];
    window.localStorage.setItem('recent-searches:bayside-motors', JSON.stringify(stored));
    renderSearchBlock(quickSearch, quickSearchDefaults, data, { path: '/' });
    const recent = await screen.findByRole('navigation', { name: 'Your recent searches' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cars for sale: New, Demo', 'Cars for sale: Toyota']);
    expect(within(recent).getByRole('link', { name: 'Cars for sale: New, Demo' })).toHaveAttribute('href', stored[0].path);
  });

  it('shows no recent searches heading when there are none', async () => {
    renderSearchBlock(quickSearch, quickSearchDefaults, data, { path: '/' });
    await waitFor(() => expect(screen.getByRole('search')).toBeInTheDocument());
    expect(screen.queryByText('Your recent searches')).not.toBeInTheDocument();
  });
});
