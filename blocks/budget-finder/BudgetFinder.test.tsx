import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer } from '../../schemas/api/search';
import { item, searchAnswer } from '../kit/search/test-support/answers';
import { fakeSearchApi } from '../kit/search/test-support/render-search';
import { renderBlock } from '../kit/test-support/site-context';
import type { BudgetCounts } from './budget-search';
import budgetFinder from './index';

type SearchBody = Parameters<Parameters<typeof fakeSearchApi>[0]>[0];

/** The stock the panel opens with: SUVs from $24,990, utes from $61,990, any body from $12,990 up to $84,990. */
const OPENING: BudgetCounts = { bodies: [item('suv', 42), item('ute', 7), item('hatch', 12)], count: 61, cheapest: 12_990, dearest: 84_990 };
const CHEAPEST_BY_BODY: Record<string, number> = { suv: 24_990, ute: 61_990, hatch: 12_990 };

/** POST /api/search as the panel asks it: the body chosen narrows the cheapest car; the counts stay the opening ones. */
function answerFor(body: SearchBody): SearchAnswer {
  const chosen = (body.filters.body as string[] | undefined)?.[0];
  const cheapest = chosen ? CHEAPEST_BY_BODY[chosen] : OPENING.cheapest!;
  return searchAnswer({ count: chosen ? 5 : OPENING.count, facets: { body: OPENING.bodies }, facetStats: { price: { min: cheapest, max: 84_990 } } });
}

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetch = vi.fn(fakeSearchApi(answerFor));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => vi.unstubAllGlobals());

const renderFinder = (counts: BudgetCounts = OPENING) => renderBlock(budgetFinder, {}, { data: { counts } });
const budgetField = () => screen.getByLabelText('Budget ($)') as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const viewButton = () => screen.getByRole('link', { name: /In This Range$/ });

describe('Budget finder block', () => {
  it('spec detail §2: "Find cars for your budget" with body tiles, budget, repayment and deposit, and the view button', () => {
    renderFinder();
    expect(screen.getByRole('heading', { level: 2, name: 'Find cars for your budget' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('group', { name: 'Body type' })).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['SUV 42 cars', 'Ute 7 cars', 'Hatch 12 cars']);
    expect(tiles.every((tile) => tile.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(viewButton()).toHaveTextContent('View Cars In This Range');
  });

  it('spec detail §9: starts weekly at 200 with 2000 down, a budget of $54,000, and views cars above $1,000 up to it, dearest first', () => {
    renderFinder();
    expect(screen.getByLabelText('Repayment ($)')).toHaveValue('200');
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(screen.getByLabelText('Deposit ($)')).toHaveValue('2000');
    expect(budgetField()).toHaveValue('54,000');
    expect(viewButton()).toHaveAttribute('href', '/sites/bayside-motors/search?sortBy=price_desc&price=1001:54000');
  });

  it('spec detail §9: monthly repayments count 12 a year, the untouched 200 becoming the monthly 600', () => {
    renderFinder();
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByLabelText('Repayment ($)')).toHaveValue('600');
    expect(budgetField()).toHaveValue('38,000');
    type('Repayment ($)', '$1,000');
    expect(budgetField()).toHaveValue('62,000');
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(screen.getByLabelText('Repayment ($)')).toHaveValue('$1,000');
    expect(budgetField()).toHaveValue('262,000');
  });

  it('spec detail §5: a NaN deposit counts 0, and amounts clamp at 1,000,000', () => {
    renderFinder();
    type('Deposit ($)', 'none');
    expect(budgetField()).toHaveValue('52,000');
    type('Budget ($)', '1,000,001');
    expect(viewButton()).toHaveAttribute('href', '/sites/bayside-motors/search?sortBy=price_desc&price=1001:1000000');
  });

  it('spec detail §4: at the exact cheapest price the button views the cars; one dollar below it is disabled, "0 Cars Found", "No Cars found for this budget"', () => {
    renderFinder();
    type('Budget ($)', '$12,990');
    expect(viewButton()).toHaveAttribute('href', '/sites/bayside-motors/search?sortBy=price_desc&price=1001:12990');
    expect(screen.getByRole('status')).toHaveTextContent('');
    type('Budget ($)', '12989');
    expect(screen.queryByRole('link', { name: /In This Range$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 Cars Found' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('No Cars found for this budget');
  });

  it('finds nothing when the site has no car above $1,000', () => {
    renderFinder({ bodies: [], count: 0 });
    expect(screen.getByRole('button', { name: '0 Cars Found' })).toBeDisabled();
  });

  it('spec detail §2: a body tile toggles selected, and the panel asks the search API for that body, above $1,000 up to the budget', async () => {
    renderFinder();
    const suv = screen.getByRole('button', { name: 'SUV 42 cars' });
    fireEvent.click(suv);
    expect(suv).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const request = JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body));
    expect(request).toMatchObject({ filters: { body: ['suv'], price: { max: 54_000 } }, search_filters: { price: { min: 1001 } }, hitsPerPage: 1 });
    expect(viewButton()).toHaveTextContent('View SUVs In This Range');
    expect(viewButton()).toHaveAttribute('href', '/sites/bayside-motors/search?sortBy=price_desc&price=1001:54000&body=suv');
    fireEvent.click(suv);
    expect(suv).toHaveAttribute('aria-pressed', 'false');
    expect(viewButton()).toHaveTextContent('View Cars In This Range');
  });

  it('spec detail §4: below the cheapest car of the body chosen, "0 Utes Found" and "No Utes found for this budget"', async () => {
    renderFinder();
    fireEvent.click(screen.getByRole('button', { name: 'Ute 7 cars' }));
    expect(await screen.findByRole('button', { name: '0 Utes Found' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('No Utes found for this budget');
    type('Budget ($)', '61990');
    expect(viewButton()).toHaveTextContent('View Utes In This Range');
  });

  it('spec detail §2, §5, §9: the price slider spans 5000 to 250000 in 500s, its upper thumb at the dearest car, and searches those prices dearest first', () => {
    renderFinder();
    const lowest = screen.getByRole('slider', { name: 'Lowest price' });
    const highest = screen.getByRole('slider', { name: 'Highest price' });
    expect(lowest).toHaveAttribute('aria-valuemin', '5000');
    expect(highest).toHaveAttribute('aria-valuemax', '250000');
    expect(lowest).toHaveAttribute('aria-valuenow', '5000');
    expect(highest).toHaveAttribute('aria-valuenow', '85000');
    const search = screen.getByRole('link', { name: 'Search This Price Range' });
    expect(search).toHaveAttribute('href', '/sites/bayside-motors/search?sortBy=price_desc&price=5000:85000');
    act(() => highest.focus());
    fireEvent.keyDown(highest, { key: 'ArrowLeft' });
    expect(highest).toHaveAttribute('aria-valuenow', '84500');
    expect(search).toHaveAttribute('href', '/sites/bayside-motors/search?sortBy=price_desc&price=5000:84500');
  });

  it('spec detail §9: the slider’s upper thumb starts at 100000 when no price is known', () => {
    renderFinder({ bodies: [], count: 0 });
    expect(screen.getByRole('slider', { name: 'Highest price' })).toHaveAttribute('aria-valuenow', '100000');
  });

  it('spec detail §5: the lower thumb always stays below the upper', () => {
    renderFinder();
    const lowest = screen.getByRole('slider', { name: 'Lowest price' });
    act(() => lowest.focus());
    // 170 steps of 500 from 5000 would pass the upper thumb at 85000.
    for (let press = 0; press < 170; press++) fireEvent.keyDown(lowest, { key: 'ArrowRight' });
    expect(lowest).toHaveAttribute('aria-valuenow', '84500');
    expect(screen.getByRole('slider', { name: 'Highest price' })).toHaveAttribute('aria-valuenow', '85000');
    expect(screen.getByRole('link', { name: 'Search This Price Range' })).toHaveAttribute('href', '/sites/bayside-motors/search?sortBy=price_desc&price=84500:85000');
  });

  it('takes the marketer’s words', () => {
    renderBlock(budgetFinder, { heading: 'What can I afford?', viewButtonText: 'Show me {carType}s' }, { data: { counts: OPENING } });
    expect(screen.getByRole('heading', { name: 'What can I afford?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show me Cars' })).toBeInTheDocument();
  });
});
