import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featuredVehiclesSchema } from '../../../blocks/featured-vehicles/schema';
import type { CarChoice } from '../../../schemas/api/car-choices';
import { siteSlugAtom } from '../../publishing/site-address';
import { fieldKindOf } from '../field-kind';
import { renderForm } from '../test-support/render-form';
import { CAR_GONE, CARS_LOADING, carChoiceWords, noCarMatchesWords } from './CarField';

const SLUG = 'sunshine-toyota';
const schema = { type: 'object', properties: { carSlugs: featuredVehiclesSchema.properties.carSlugs } } as const;
const COROLLA: CarChoice = { slug: '2021-toyota-corolla-ascent-1', name: '2021 Toyota Corolla Ascent', year: 2021, price: 28990, stocknum: 'SUN000001' };
const HILUX: CarChoice = { slug: '2019-toyota-hilux-sr5-2', name: '2019 Toyota HiLux SR5', year: 2019, price: 45990, stocknum: 'SUN000002' };

/** The editor's car choices API as the server answers it: `slug=` names cars, `q=` finds them. */
function stockAnswers(options: { searchStatus?: number } = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const slugs = url.searchParams.getAll('slug');
    if (slugs.length > 0) return Response.json({ cars: [COROLLA, HILUX].filter((car) => slugs.includes(car.slug)) });
    if (options.searchStatus) return Response.json({ error: 'server-error', message: 'Something went wrong on our side.' }, { status: options.searchStatus });
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return Response.json({ cars: [COROLLA, HILUX].filter((car) => q === '' || car.name.toLowerCase().includes(q) || car.stocknum?.toLowerCase().startsWith(q)) });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function siteStore() {
  const store = createStore();
  store.set(siteSlugAtom, SLUG);
  return store;
}

const askedFor = (fetchStub: ReturnType<typeof stockAnswers>) => fetchStub.mock.calls.map(([input]) => String(input));

afterEach(() => vi.unstubAllGlobals());

describe('car field', () => {
  it('car picker: a featured-vehicles block’s chosen cars are picked from the stock, not typed as addresses', () => {
    expect(fieldKindOf(featuredVehiclesSchema.properties.carSlugs.items)).toBe('car');
  });

  it('car picker: opening the list shows the newest cars with their stock numbers; picking one stores its address', async () => {
    const fetchStub = stockAnswers();
    const { lastChange } = renderForm(schema, { carSlugs: [''] }, [], siteStore());
    const box = screen.getByRole('combobox');
    // Nothing is asked before the list is opened.
    expect(fetchStub).not.toHaveBeenCalled();
    fireEvent.click(box);
    const options = await waitFor(() => {
      const found = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(options.map((option) => option.textContent)).toEqual(['2021 Toyota Corolla Ascentstock SUN000001', '2019 Toyota HiLux SR5stock SUN000002']);
    fireEvent.click(options[1]!);
    expect(lastChange()).toEqual({ value: { carSlugs: [HILUX.slug] }, pointer: '/carSlugs/0' });
    expect(askedFor(fetchStub)[0]).toBe(`/editor/api/sites/${SLUG}/car-choices`);
  });

  it('car picker: typing a stock number asks the stock once the typing pauses, and shows what it found', async () => {
    const fetchStub = stockAnswers();
    renderForm(schema, { carSlugs: [''] }, [], siteStore());
    const box = screen.getByRole('combobox');
    // Typed into, as a marketer does: the box has the focus (Mantine reads a change without it as autofill).
    act(() => box.focus());
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'SUN000002' } });
    await waitFor(() => expect(askedFor(fetchStub)).toContain(`/editor/api/sites/${SLUG}/car-choices?q=SUN000002`));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['2019 Toyota HiLux SR5stock SUN000002']),
    );
    // One request for the words typed, not one per key.
    expect(askedFor(fetchStub).filter((path) => path.includes('?q='))).toHaveLength(1);
  });

  it('car picker: words that match no car say so, with what to try instead', async () => {
    stockAnswers();
    renderForm(schema, { carSlugs: [''] }, [], siteStore());
    const box = screen.getByRole('combobox');
    // Typed into, as a marketer does: the box has the focus (Mantine reads a change without it as autofill).
    act(() => box.focus());
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'Lancia' } });
    expect(await screen.findByText(CARS_LOADING)).toBeInTheDocument();
    expect(await screen.findByText(noCarMatchesWords('Lancia'))).toBeInTheDocument();
  });

  it('car picker: a chosen car is shown by its name and stock number', async () => {
    stockAnswers();
    renderForm(schema, { carSlugs: [COROLLA.slug] }, [], siteStore());
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue(carChoiceWords(COROLLA)));
  });

  it('car picker: a chosen car the site no longer has stays shown, flagged, until another is picked', async () => {
    stockAnswers();
    renderForm(schema, { carSlugs: ['2015-holden-barina-9'] }, [], siteStore());
    const box = screen.getByRole('combobox');
    // Mantine's Select writes the chosen option's label into the box in an effect, a render after the flag.
    await waitFor(() => {
      expect(box).toHaveAccessibleDescription(expect.stringContaining(CAR_GONE));
      expect(box).toHaveValue('Car no longer on the site (2015-holden-barina-9)');
    });
  });

  it('car picker: when the stock cannot be searched, the field says so in words', async () => {
    stockAnswers({ searchStatus: 500 });
    renderForm(schema, { carSlugs: [''] }, [], siteStore());
    const box = screen.getByRole('combobox');
    fireEvent.click(box);
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining('Your cars could not be looked up just now: Something went wrong on our side.')));
  });
});
