'use client';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatAud } from '../../runtime/rules/price-display';

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
    script.onerror = () => reject(new Error('Stripe.js could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Light alerts in the body colour: a light alert of a dark shade (blue.9) is drawn solid, and a light one's own tint is too faint for text (WCAG 1.4.3). */
const READABLE_ALERT = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

const CARD_ENTRY_FAILED = 'The card form could not be loaded. Check your connection and reload the page; your car stays reserved meanwhile.';

/**
 * The deposit with Stripe's Payment Element: the card (or Google Pay, Apple
 * Pay) is typed into Stripe's own frame, never into this page, and confirmed
 * with the PaymentIntent the reservation started. Stripe's webhook then
 * confirms the reservation on the server (runtime/server/http/stripe-webhook.ts);
 * the page says the deposit is paid as soon as Stripe does.
 */
export function StripeDeposit({ id, publishableKey, clientSecret, depositDollars }: { id: string; publishableKey: string; clientSecret: string; depositDollars: number }) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements }>();
  const [state, setState] = useState<{ kind: 'loading' | 'ready' | 'paying' | 'paid' } | { kind: 'failed'; message: string }>({ kind: 'loading' });

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
      .catch(() => setState({ kind: 'failed', message: CARD_ENTRY_FAILED }));
    return () => {
      destroyed = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    setState({ kind: 'paying' });
    const result = await stripe.js.confirmPayment({ elements: stripe.elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
    if (result.error) return setState({ kind: 'failed', message: result.error.message ?? 'The payment did not go through. Please try again.' });
    setState(result.paymentIntent?.status === 'succeeded' ? { kind: 'paid' } : { kind: 'ready' });
  }

  if (state.kind === 'paid') {
    return (
      <Alert color="green" variant="light" title="Deposit paid" role="status" styles={READABLE_ALERT}>
        Your {formatAud(depositDollars)} deposit is paid and your reservation is confirmed. It is 100% refundable.
      </Alert>
    );
  }
  return (
    <form onSubmit={pay} aria-labelledby={`${id}-deposit-heading`}>
      <Stack gap="sm">
        <Text id={`${id}-deposit-heading`} fw={600}>
          Pay the {formatAud(depositDollars)} deposit to confirm your reservation
        </Text>
        {state.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert" styles={READABLE_ALERT}>
            {state.message}
          </Alert>
        )}
        <div ref={mountPoint} />
        <Button type="submit" loading={state.kind === 'paying'} disabled={!stripe}>
          Pay {formatAud(depositDollars)} deposit
        </Button>
      </Stack>
    </form>
  );
}
