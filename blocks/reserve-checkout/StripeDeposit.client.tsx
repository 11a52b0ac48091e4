'use client';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatAud } from '../../runtime/rules/price-display';
import { READABLE_ALERT } from '../kit/lead-form/readable-alert';

/** Stripe.js, loaded from Stripe as its terms require (never bundled): https://docs.stripe.com/js. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** The little of Stripe.js the deposit uses. */
interface StripeElements {
  create(type: 'payment'): { mount(element: HTMLElement): void; destroy(): void };
}
interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
}
type StripeConstructor = (publishableKey: string) => StripeJs;

let loading: Promise<StripeConstructor> | undefined;

/** Adds Stripe's script once per page. The page's policy allows it only on checkout pages of a server with Stripe keys (runtime/server/http/security-headers.ts). */
function loadStripe(): Promise<StripeConstructor> {
  loading ??= new Promise<StripeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const stripe = (window as unknown as { Stripe?: StripeConstructor }).Stripe;
      if (stripe) resolve(stripe);
      else reject(new Error('Stripe.js loaded without Stripe'));
    };
    script.onerror = () => {
      // Gone, so a second attempt adds a fresh script.
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Said in place, with a Try again that loads the card entry again on this page: a reload would lose it, since the
 * checkout then reads the car as held (by this very shopper) and offers no card entry.
 */
export const CARD_ENTRY_FAILED = 'The card form could not be loaded. Check your connection and try again; your car stays reserved meanwhile.';
export const PAYMENT_FAILED = 'The payment did not go through. Please try again.';
export const PAID_TITLE = 'Deposit paid';
export const PROCESSING_TITLE = 'Deposit processing';

type DepositState =
  | { kind: 'loading' | 'ready' | 'paying' | 'paid' | 'processing' }
  /** Stripe.js could not be loaded: Try again loads it again. */
  | { kind: 'unloaded' }
  /** The payment did not go through (a declined card, a card number not filled in): the shopper can pay again. */
  | { kind: 'failed'; message: string };

/**
 * The deposit with Stripe's Payment Element: the card (or Google Pay, Apple
 * Pay) is typed into Stripe's own frame, never into this page, and confirmed
 * with the PaymentIntent the reservation started. Stripe's webhook then
 * confirms the reservation on the server (runtime/server/http/stripe-webhook.ts);
 * the page says the deposit is paid as soon as Stripe does, or that it is
 * processing (a bank debit takes days to clear), with focus on that notice.
 * A card entry that could not be loaded is loaded again in place.
 */
export function StripeDeposit({ id, publishableKey, clientSecret, depositDollars }: { id: string; publishableKey: string; clientSecret: string; depositDollars: number }) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements }>();
  const [state, setState] = useState<DepositState>({ kind: 'loading' });
  /** Loads of Stripe.js asked for again (Try again). */
  const [retries, setRetries] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retries` is read by no line here: Try again counts it up to load Stripe.js again.
  useEffect(() => {
    let destroyed = false;
    let element: ReturnType<StripeElements['create']> | undefined;
    loadStripe()
      .then((Stripe) => {
        if (destroyed || !mountPoint.current) return;
        const js = Stripe(publishableKey);
        const elements = js.elements({ clientSecret });
        element = elements.create('payment');
        element.mount(mountPoint.current);
        setStripe({ js, elements });
        setState({ kind: 'ready' });
      })
      .catch(() => {
        if (!destroyed) setState({ kind: 'unloaded' });
      });
    return () => {
      destroyed = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, retries]);

  // The button pressed goes (Pay, Try again): focus moves to what the shopper reads next, never to the page's start.
  useEffect(() => {
    if (state.kind === 'paid' || state.kind === 'processing') notice.current?.focus();
    else if (state.kind === 'ready' && retries > 0) heading.current?.focus();
  }, [state.kind, retries]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    setState({ kind: 'paying' });
    let result: Awaited<ReturnType<StripeJs['confirmPayment']>>;
    try {
      result = await stripe.js.confirmPayment({ elements: stripe.elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
    } catch {
      return setState({ kind: 'failed', message: PAYMENT_FAILED });
    }
    if (result.error) return setState({ kind: 'failed', message: result.error.message ?? PAYMENT_FAILED });
    const status = result.paymentIntent?.status;
    setState(status === 'succeeded' ? { kind: 'paid' } : status === 'processing' ? { kind: 'processing' } : { kind: 'failed', message: PAYMENT_FAILED });
  }

  function retry() {
    setState({ kind: 'loading' });
    setRetries((count) => count + 1);
  }

  if (state.kind === 'paid' || state.kind === 'processing') {
    return (
      <Alert
        ref={notice}
        tabIndex={-1}
        color={state.kind === 'paid' ? 'green' : 'blue'}
        variant="light"
        title={state.kind === 'paid' ? PAID_TITLE : PROCESSING_TITLE}
        role="status"
        styles={READABLE_ALERT}
      >
        {state.kind === 'paid'
          ? `Your ${formatAud(depositDollars)} deposit is paid and your reservation is confirmed. It is 100% refundable.`
          : `Your ${formatAud(depositDollars)} deposit is being processed. Your reservation is confirmed as soon as the payment clears. It is 100% refundable.`}
      </Alert>
    );
  }
  const loadingAgain = state.kind === 'unloaded' || (state.kind === 'loading' && retries > 0);
  return (
    <form onSubmit={pay} aria-labelledby={`${id}-deposit-heading`}>
      <Stack gap="sm">
        <Text id={`${id}-deposit-heading`} ref={heading} tabIndex={-1} fw={600}>
          Pay the {formatAud(depositDollars)} deposit to confirm your reservation
        </Text>
        {(state.kind === 'failed' || state.kind === 'unloaded') && (
          <Alert color="red" variant="light" role="alert" styles={READABLE_ALERT}>
            {state.kind === 'failed' ? state.message : CARD_ENTRY_FAILED}
          </Alert>
        )}
        <div ref={mountPoint} />
        {loadingAgain ? (
          <Button type="button" variant="outline" loading={state.kind === 'loading'} onClick={retry}>
            Try again
          </Button>
        ) : (
          <Button type="submit" loading={state.kind === 'paying'} disabled={!stripe}>
            Pay {formatAud(depositDollars)} deposit
          </Button>
        )}
      </Stack>
    </form>
  );
}
