import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_ERRORS_HEADING } from '../../runtime/rules/lead-requirements';
import { RESERVATION_REFUSAL_WORDS } from '../../runtime/rules/reservation';
import type { CheckoutPayments, ReservationAnswer, ReservationRequest } from '../../schemas/api/reservations';
import type { Car } from '../../schemas/entities/car';
import { comingSoonHilux, corolla, soldCx5 } from '../kit/test-support/cars';
import { renderBlock } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import reserveCheckout from './index';
import type { ReserveCheckoutData } from './load';
import { BACK_TO_CAR, FIND_SIMILAR, NOT_RESERVABLE_HEADING, UNAVAILABLE_HEADING } from './ReserveCheckout';
import { RESERVATION_ENDED } from './post-reservation';
import { CONFIRMED_HEADING, TAKEN_TITLE } from './ReserveForm.client';

const BASE = '/sites/bayside-motors';
const CAR_HREF = `${BASE}/cars/2024-toyota-corolla-sx-4101`;
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

type Answer = { status: number; body?: unknown } | 'network-failure';
let answers: Answer[];
let sent: { url: string; request: ReservationRequest }[];

beforeEach(() => {
  answers = [];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, request: JSON.parse(String(init.body)) });
      const answer = answers.shift() ?? { status: 500 };
      if (answer === 'network-failure') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderCheckout(
  car: Car | null = corolla(),
  { payments = { kind: 'local' }, settings, mode }: { payments?: CheckoutPayments } & Parameters<typeof vehiclePageSite>[1] = {},
) {
  const data: ReserveCheckoutData = { payments };
  return renderBlock(reserveCheckout, {}, { site: vehiclePageSite(car ?? undefined, { settings, mode }), data });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reserve this car' }));
function fillShopper() {
  type(/First Name/, 'Sam');
  type(/Last Name/, 'Nguyen');
  type(/Email Address/, 'sam@example.com');
  type(/Mobile Number/, '0412 345 678');
}

const held = (fields: Partial<ReservationAnswer> = {}): ReservationAnswer => ({
  reservation_id: '6a1d4c7e-5d2f-4b51-9b43-1f0e6a1d4c7e',
  car_id: 4101,
  status: 'held',
  held_until: '2026-11-24T03:15:00.000Z',
  deposit_cents: 20_000,
  deposit: { provider: 'local', status: 'pending' },
  ...fields,
});

describe('reserve checkout block', () => {
  it('shows the car, the $200 deposit, the 48-hour hold, 100% refundable and the payments accepted (detail §1, §9)', () => {
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Reserve this car online' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '2024 Toyota Corolla SX' });
    expect(within(summary).getByRole('img', { name: '2024 Toyota Corolla SX, Glacier White' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('$34,990');
    expect(summary).toHaveTextContent('Stock number BM004101 · Bayside Toyota Brighton');
    const terms = within(summary).getByRole('list', { name: 'What reserving online means' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$200 deposit', '48-hour hold', '100% refundable']);
    const payments = within(summary).getByRole('list', { name: 'Payments accepted' });
    expect(within(payments).getAllByRole('listitem')).toHaveLength(5);
  });

  it("takes the deposit and the hold from the dealer's reserve settings", () => {
    renderCheckout(corolla(), { settings: { reserveOnline: { depositDollars: 500, holdHours: 24 } } });
    const terms = screen.getByRole('list', { name: 'What reserving online means' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$500 deposit', '24-hour hold', '100% refundable']);
  });

  it('asks the shopper’s first and last name, email and mobile, each required, with autocomplete', () => {
    renderCheckout();
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    const expected: [RegExp, string][] = [
      [/First Name/, 'given-name'],
      [/Last Name/, 'family-name'],
      [/Email Address/, 'email'],
      [/Mobile Number/, 'tel'],
    ];
    for (const [label, autocomplete] of expected) {
      expect(field(label)).toBeRequired();
      expect(field(label)).toHaveAttribute('autocomplete', autocomplete);
    }
  });

  describe('a car that cannot be reserved says why, and leads back to it and to similar cars', () => {
    it.each([
      ['held by another shopper', corolla({ reserved: true }), RESERVATION_REFUSAL_WORDS.reserved],
      ['sold', soldCx5(), RESERVATION_REFUSAL_WORDS.sold],
      ['coming soon', comingSoonHilux({ price: 40_000 }), RESERVATION_REFUSAL_WORDS['not-in-stock']],
      ['priced at 200', corolla({ price: 200 }), RESERVATION_REFUSAL_WORDS['price-too-low']],
    ])('%s', (_name, car, words) => {
      renderCheckout(car);
      const notice = screen.getByRole('region', { name: NOT_RESERVABLE_HEADING });
      expect(notice).toHaveTextContent(words);
      expect(within(notice).getByRole('link', { name: FIND_SIMILAR }).getAttribute('href')).toMatch(new RegExp(`^${BASE}/search/`));
      expect(within(notice).getByRole('link', { name: BACK_TO_CAR })).toHaveAttribute('href', `${BASE}/cars/${car.slug}`);
      expect(screen.queryByRole('button', { name: 'Reserve this car' })).not.toBeInTheDocument();
    });

    it('a dealer with reserve online off', () => {
      renderCheckout(corolla(), { settings: { reserveOnline: { enabled: false } } });
      expect(screen.getByRole('region', { name: NOT_RESERVABLE_HEADING })).toHaveTextContent(RESERVATION_REFUSAL_WORDS['reserve-online-off']);
    });
  });

  it('where this server takes no deposits: online reservation is unavailable, with the way back to the car', () => {
    renderCheckout(corolla(), { payments: { kind: 'unavailable' } });
    const notice = screen.getByRole('region', { name: UNAVAILABLE_HEADING });
    expect(within(notice).getByRole('link', { name: BACK_TO_CAR })).toHaveAttribute('href', CAR_HREF);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('on a page without a car: a note in the editor, nothing for a shopper', () => {
    const { unmount } = renderCheckout(null, { mode: 'editor' });
    expect(screen.getByRole('note')).toHaveTextContent('Reserve checkout shows the car of a vehicle page.');
    unmount();
    renderCheckout(null);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('sending the reservation', () => {
  it('an empty submit lists every field under "Please fix the following errors:", moves focus there, and sends nothing', async () => {
    renderCheckout();
    submit();
    const heading = await screen.findByRole('heading', { name: FORM_ERRORS_HEADING });
    const list = heading.parentElement!;
    await waitFor(() => expect(list).toHaveFocus());
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['First Name is required', 'Last Name is required', 'Email Address is required', 'Mobile Number is required']);
    expect(field(/First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('an invalid email and mobile say so in the shopper’s words, and a name of spaces is no name', async () => {
    renderCheckout();
    fillShopper();
    type(/First Name/, '   ');
    type(/Email Address/, 'sam-at-example');
    type(/Mobile Number/, 'call me');
    submit();
    const links = await screen.findAllByRole('link', { name: /is required|must be/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'First Name is required',
      'Email Address must be an email address, like name@example.com',
      'Mobile Number must be a phone number, like 0412 345 678',
    ]);
    expect(sent).toEqual([]);
  });

  it('sends the car and the trimmed details with a fresh idempotency key, then says until when the car is held, on the dealer’s clock', async () => {
    answers.push({ status: 201, body: held() });
    renderCheckout();
    fillShopper();
    type(/First Name/, '  Sam ');
    submit();
    const confirmed = await screen.findByRole('heading', { name: CONFIRMED_HEADING });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${BASE}/api/reservations`);
    expect(sent[0]!.request).toEqual({
      idempotency_key: expect.stringMatching(KEY_PATTERN),
      car_id: 4101,
      first_name: 'Sam',
      last_name: 'Nguyen',
      email: 'sam@example.com',
      mobile: '0412 345 678',
    });
    await waitFor(() => expect(confirmed).toHaveFocus());
    const status = screen.getByRole('status', { name: CONFIRMED_HEADING });
    // The corolla is in Victoria: 3:15 UTC is 2:15 pm in Melbourne's daylight saving.
    expect(status.textContent?.replace(/\s+/g, ' ')).toContain('We are holding the 2024 Toyota Corolla SX for you until Tuesday 24 November 2026 at 2:15 pm AEDT.');
    expect(status).toHaveTextContent('Reservation number: 6A1D4C7E');
    expect(status).toHaveTextContent('Local payment provider: no card was charged. The dealer will call you to take the $200 deposit.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('409: tells the shopper someone else has just reserved the car, with similar cars and the way back', async () => {
    const message = 'Sorry, someone else has just reserved this car, so it can’t be reserved online right now.';
    answers.push({ status: 409, body: { error: message, fields: [] } });
    renderCheckout();
    fillShopper();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TAKEN_TITLE);
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: FIND_SIMILAR })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: BACK_TO_CAR })).toHaveAttribute('href', CAR_HREF);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('400: puts the server’s words on its fields', async () => {
    answers.push({ status: 400, body: { error: 'The request has errors.', fields: [{ field: '/email', message: 'must be an email address' }] } });
    renderCheckout();
    fillShopper();
    submit();
    expect(await screen.findByRole('link', { name: 'Email Address must be an email address' })).toBeInTheDocument();
  });

  it('a lost connection sends the same attempt again (the same key); a 503 says what the server said and the shopper can try again', async () => {
    answers.push('network-failure', { status: 503, body: { error: 'Online reservation is not available right now.', fields: [] } });
    renderCheckout();
    fillShopper();
    submit();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Online reservation is not available right now.');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.request.idempotency_key).toBe(sent[0]!.request.idempotency_key);
    answers.push({ status: 201, body: held() });
    submit();
    await screen.findByRole('heading', { name: CONFIRMED_HEADING });
    expect(sent[2]!.request.idempotency_key).not.toBe(sent[0]!.request.idempotency_key);
  });

  it('401 (the shopper’s sign-in ended while the form was open): says so in the server’s words, and the car is not said to be held', async () => {
    const message = 'Sign in to reserve this car online. Reload this page to sign in with your mobile number.';
    answers.push({ status: 401, body: { error: message, fields: [] } });
    renderCheckout();
    fillShopper();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: CONFIRMED_HEADING })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('a retry that finds its reservation over (the payment was never started) does not say the car is held', async () => {
    answers.push({ status: 200, body: held({ status: 'cancelled' }) });
    renderCheckout();
    fillShopper();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(RESERVATION_ENDED);
    expect(screen.queryByRole('heading', { name: CONFIRMED_HEADING })).not.toBeInTheDocument();
  });

  it('in the editor’s preview: checks the form and sends nothing', async () => {
    renderCheckout(corolla(), { mode: 'editor' });
    fillShopper();
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Preview: the form is filled in correctly.');
    expect(sent).toEqual([]);
  });
});
