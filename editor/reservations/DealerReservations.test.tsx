import { MantineProvider } from '@mantine/core';
import axe from 'axe-core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealerReservation, DealerReservationsAnswer } from '../../schemas/api/dealer-reservations';
import { stubEditorApi } from '../publishing/test-support/publishing-harness';
import { DealerReservations, NO_RESERVATIONS, NOT_RESERVING_ONLINE } from './DealerReservations.client';

const SLUG = 'sunshine-toyota';
const POST = `POST /editor/api/sites/${SLUG}/reservations`;

function reservation(fields: Partial<DealerReservation> = {}): DealerReservation {
  return {
    id: '6a1d4c7e-5d2f-4b51-9b43-1f0e6a1d4c7e',
    number: '6A1D4C7E',
    status: 'held',
    createdAt: '2026-11-22T03:15:00.000Z',
    heldUntil: '2026-11-24T03:15:00.000Z',
    heldUntilText: 'Tuesday 24 November 2026 at 1:15 pm AEST',
    car: { id: 4101, name: '2024 Toyota Corolla SX', stockNumber: 'SCT004101', path: '/cars/2024-toyota-corolla-sx-4101' },
    shopper: { firstName: 'Sam', lastName: 'Nguyen', email: 'sam@example.com', mobile: '0412 345 678', signedIn: true },
    deposit: { cents: 20_000, provider: 'local', status: 'pending', takenBy: null, text: 'Pending: to be taken by phone' },
    releasedBy: null,
    actions: ['confirm', 'release'],
    ...fields,
  };
}

const confirmed = (fields: Partial<DealerReservation> = {}) =>
  reservation({
    status: 'confirmed',
    deposit: { cents: 20_000, provider: 'local', status: 'paid', takenBy: 'marketing@sunshine-toyota.example', text: 'Paid: taken by phone' },
    actions: ['release'],
    ...fields,
  });

afterEach(() => vi.unstubAllGlobals());

function renderScreen(initial: DealerReservationsAnswer = { reservations: [reservation()], reserveOnline: true }, sitesUrl = '') {
  return render(
    <MantineProvider env="test">
      <DealerReservations slug={SLUG} siteName="Sunshine Coast Toyota" sitesUrl={sitesUrl} initial={initial} />
    </MantineProvider>,
  );
}

const rowOf = (number: string) => screen.getByRole('rowheader', { name: number }).closest('tr')!;

describe("editor: a dealer's reservations", () => {
  it('lists each reservation under labelled column headers: the car linked to its page, the shopper, the deposit, held until and the status', () => {
    renderScreen(
      {
        reservations: [reservation(), confirmed({ id: '7b2e5d8f-0000-4000-8000-000000000001', number: '7B2E5D8F', car: { id: 9, name: null, stockNumber: null, path: null } })],
        reserveOnline: true,
      },
      'https://sites.example.com',
    );
    const table = screen.getByRole('table', { name: /Reservations on Sunshine Coast Toyota, newest first/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Reservation', 'Car', 'Shopper', 'Deposit', 'Held until', 'Status', 'Actions']);
    const held = rowOf('6A1D4C7E');
    expect(within(held).getByRole('link', { name: '2024 Toyota Corolla SX' })).toHaveAttribute(
      'href',
      'https://sites.example.com/sites/sunshine-toyota/cars/2024-toyota-corolla-sx-4101',
    );
    expect(held).toHaveTextContent('Stock number SCT004101');
    expect(held).toHaveTextContent('Sam Nguyen');
    expect(within(held).getByRole('link', { name: 'sam@example.com' })).toHaveAttribute('href', 'mailto:sam@example.com');
    expect(within(held).getByRole('link', { name: '0412 345 678' })).toHaveAttribute('href', 'tel:0412345678');
    expect(held).toHaveTextContent('$200Pending: to be taken by phone');
    expect(held).toHaveTextContent('Tuesday 24 November 2026 at 1:15 pm AEST');
    expect(held).toHaveTextContent('Held');
    expect(within(held).getByRole('button', { name: 'Confirm reservation 6A1D4C7E: deposit taken by phone' })).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Release reservation 6A1D4C7E' })).toBeInTheDocument();

    const kept = rowOf('7B2E5D8F');
    expect(kept).toHaveTextContent('Car 9 (no longer in stock)');
    expect(within(kept).queryByRole('link', { name: /Car 9/ })).not.toBeInTheDocument();
    expect(kept).toHaveTextContent('Until you release it');
    expect(kept).toHaveTextContent('Paid: taken by phone');
    expect(within(kept).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
  });

  it('has no axe violations (WCAG 2.2 AA rules that need no layout), the confirmation dialog open included', async () => {
    const { baseElement } = renderScreen({ reservations: [reservation(), confirmed({ id: '7b2e5d8f-0000-4000-8000-000000000001', number: '7B2E5D8F' })], reserveOnline: true });
    const violations = async () =>
      (
        await axe.run(baseElement, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
          rules: { 'color-contrast': { enabled: false } },
        })
      ).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Release reservation 7B2E5D8F' }));
    await screen.findByRole('dialog');
    expect(await violations()).toEqual([]);
  });

  it('says there are none yet, and when the site does not reserve online at all', () => {
    renderScreen({ reservations: [], reserveOnline: false });
    expect(screen.getByText(NO_RESERVATIONS)).toBeInTheDocument();
    expect(screen.getByText(NOT_RESERVING_ONLINE)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('confirm: asks first, sends the reservation and the action, then shows it confirmed and says so', async () => {
    const api = stubEditorApi({ [POST]: [{ status: 200, body: { reservation: confirmed() } }] });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation 6A1D4C7E: deposit taken by phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm reservation 6A1D4C7E?' });
    expect(dialog).toHaveTextContent('Confirm once you have taken the $200 deposit from Sam Nguyen by phone.');
    expect(api.requests).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm: deposit taken' }));
    expect(await screen.findByText('Reservation 6A1D4C7E confirmed.')).toBeInTheDocument();
    expect(api.sent('POST', `/editor/api/sites/${SLUG}/reservations`).map((request) => request.body)).toEqual([
      { reservation_id: '6a1d4c7e-5d2f-4b51-9b43-1f0e6a1d4c7e', action: 'confirm' },
    ]);
    const row = rowOf('6A1D4C7E');
    expect(row).toHaveTextContent('Confirmed');
    expect(row).toHaveTextContent('Paid: taken by phone');
    expect(within(row).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Reservation 6A1D4C7E confirmed.').parentElement).toHaveFocus());
  });

  it('release: asks first, saying the car can be reserved again; keeping it as it is sends nothing', async () => {
    const api = stubEditorApi({
      [POST]: [{ status: 200, body: { reservation: reservation({ status: 'cancelled', releasedBy: 'marketing@sunshine-toyota.example', actions: [] }) } }],
    });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Release reservation 6A1D4C7E' }));
    let dialog = await screen.findByRole('dialog', { name: 'Release reservation 6A1D4C7E?' });
    expect(dialog).toHaveTextContent('can be reserved online again at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Release reservation 6A1D4C7E' }));
    dialog = await screen.findByRole('dialog', { name: 'Release reservation 6A1D4C7E?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release the car' }));
    expect(await screen.findByText('Reservation 6A1D4C7E released: the car can be reserved again.')).toBeInTheDocument();
    expect(api.sent('POST', `/editor/api/sites/${SLUG}/reservations`)[0]!.body).toEqual({ reservation_id: '6a1d4c7e-5d2f-4b51-9b43-1f0e6a1d4c7e', action: 'release' });
    expect(rowOf('6A1D4C7E')).toHaveTextContent('Cancelled');
  });

  it('releasing a paid reservation reminds the dealer to refund the deposit', async () => {
    renderScreen({ reservations: [confirmed()], reserveOnline: true });
    fireEvent.click(screen.getByRole('button', { name: 'Release reservation 6A1D4C7E' }));
    expect(await screen.findByRole('dialog', { name: 'Release reservation 6A1D4C7E?' })).toHaveTextContent('Refund the $200 deposit to Sam Nguyen yourself.');
  });

  it('409: the reservation changed meanwhile; the row shows it as it is now and the server’s words say why', async () => {
    const message = 'This hold lapsed on Tuesday 24 November 2026 at 1:15 pm AEST, so the car is free to reserve again and the reservation can no longer be confirmed.';
    stubEditorApi({ [POST]: [{ status: 409, body: { error: 'reservation-changed', message, reservation: reservation({ status: 'lapsed', actions: [] }) } }] });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation 6A1D4C7E: deposit taken by phone' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm: deposit taken' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing changed');
    expect(alert).toHaveTextContent(message);
    expect(rowOf('6A1D4C7E')).toHaveTextContent('Lapsed');
    expect(within(rowOf('6A1D4C7E')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a refusal (signed out) or no connection changes nothing on screen and says so', async () => {
    stubEditorApi({ [POST]: [{ status: 401, body: { error: 'signed-out', message: 'Sign in to use the editor.' } }] });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Release reservation 6A1D4C7E' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release the car' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to use the editor.');
    expect(rowOf('6A1D4C7E')).toHaveTextContent('Held');

    stubEditorApi({ [POST]: [new TypeError('Failed to fetch')] });
    fireEvent.click(screen.getByRole('button', { name: 'Release reservation 6A1D4C7E' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release the car' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached, so nothing changed.'));
  });
});
