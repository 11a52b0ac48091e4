import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRIPE_JS_URL, StripeDeposit } from './StripeDeposit.client';
const CARD_ENTRY_FAILED = 'The card form could not be loaded. Check your connection and try again; your car stays reserved meanwhile.';
const PAID_TITLE = 'Deposit paid';
const PROCESSING_TITLE = 'Deposit processing';
const PAYMENT_FAILED = 'The payment did not go through. Please try again.';

/**
 * The deposit's card entry with a stand-in for Stripe.js: jsdom loads no
 * script, so each test says how Stripe's script tag ended (load or error).
 * Stripe.js is loaded once per page: the first test is the one whose load
 * fails; the later ones find it loaded.
 */
type ConfirmResult = { error?: { message?: string }; paymentIntent?: { status: string } };
let confirmPayment: ReturnType<typeof vi.fn<() => Promise<ConfirmResult>>>;

beforeEach(() => {
  confirmPayment = vi.fn<() => Promise<ConfirmResult>>();
  const mount = (element: HTMLElement) => {
    element.innerHTML = '<label for="card-number">Card number (test)</label><input id="card-number">';
  };
  const stripeJs = () => ({ elements: () => ({ create: () => ({ mount, destroy: () => {} }) }), confirmPayment });
  (window as unknown as { Stripe?: unknown }).Stripe = stripeJs;
});
afterEach(() => {
  delete (window as unknown as { Stripe?: unknown }).Stripe;
});

const stripeScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${STRIPE_JS_URL}"]`)];
/** Stripe's script tag ends as the browser would end it, once the component has added it. */
async function scriptEnds(outcome: 'load' | 'error') {
  await waitFor(() => expect(stripeScripts().length).toBeGreaterThan(0));
  act(() => {
    stripeScripts().at(-1)!.dispatchEvent(new Event(outcome));
  });
}

function renderDeposit() {
  return render(
    <MantineProvider env="test">
      <StripeDeposit id="reserve" publishableKey="pk_test_component" clientSecret="pi_123_secret_456" depositDollars={200} />
    </MantineProvider>,
  );
}

const payButton = () => screen.getByRole('button', { name: 'Pay $200 deposit' });
async function cardEntryReady() {
  await screen.findByRole('textbox', { name: 'Card number (test)' });
  await waitFor(() => expect(payButton()).toBeEnabled());
}

describe('the Stripe deposit', () => {
  it('Stripe.js not loaded: says so with the car still reserved, and Try again loads the card entry on this page (a reload would lose it)', async () => {
    renderDeposit();
    await scriptEnds('error');
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_ENTRY_FAILED);
    expect(CARD_ENTRY_FAILED).toMatch(/^The card form could not be loaded\..*your car stays reserved meanwhile\.$/);
    // The failed tag is gone, so the next attempt is a fresh script.
    expect(stripeScripts()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Pay $200 deposit' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await scriptEnds('load');
    await cardEntryReady();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // The Try again button is gone: focus goes to the deposit's heading, just before the card entry.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Pay the $200 deposit to confirm your reservation'));
  });

  it('a declined card says Stripe’s words, and the shopper can pay again', async () => {
    renderDeposit();
    await cardEntryReady();
    confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    fireEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(payButton()).toBeEnabled());

    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    fireEvent.click(payButton());
    const paid = await screen.findByRole('status');
    expect(paid).toHaveTextContent(PAID_TITLE);
    expect(paid).toHaveTextContent('Your $200 deposit is paid and your reservation is confirmed.');
    // The Pay button is gone: focus is on what happened, not lost to the page's start.
    // Moved once the notice is on screen (an effect after its render), which a busy machine may not have run yet.
    await waitFor(() => expect(document.activeElement).toBe(paid));
  });

  it('a payment Stripe is still processing (a bank debit) says so, and offers no second payment', async () => {
    renderDeposit();
    await cardEntryReady();
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'processing' } });
    fireEvent.click(payButton());
    const processing = await screen.findByRole('status');
    expect(processing).toHaveTextContent(PROCESSING_TITLE);
    expect(processing).toHaveTextContent('Your reservation is confirmed as soon as the payment clears.');
    expect(screen.queryByRole('button', { name: 'Pay $200 deposit' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(processing));
  });

  it('Stripe.js throwing instead of answering: the payment did not go through, and the shopper is not left waiting', async () => {
    renderDeposit();
    await cardEntryReady();
    confirmPayment.mockRejectedValueOnce(new Error('Failed to fetch'));
    fireEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_FAILED);
    await waitFor(() => expect(payButton()).toBeEnabled());
  });
});
