import type { BrowserContext } from 'playwright-core';
import type { FakeStripe } from '../../runtime/server/payments/test-support/fake-stripe';

export const STRIPE_JS = 'https://js.stripe.com/v3/';
const STRIPE_API = 'https://api.stripe.com';
/** The fake Payment Element's one field. */
export const FAKE_CARD_LABEL = 'Card number (test)';

/**
 * Stripe.js as far as the checkout uses it (blocks/reserve-checkout/StripeDeposit.client.tsx),
 * and no further: `Stripe(pk).elements({clientSecret}).create('payment')` whose `mount(element)`
 * puts a labelled card number field in the element (Stripe's own is a frame), `destroy()`, and
 * `confirmPayment({elements, redirect: 'if_required', confirmParams: {return_url}})`, which
 * posts the card to Stripe's API as Stripe.js does (the publishable key and the client
 * secret in the form) and answers `{paymentIntent}` or Stripe's `{error}`; an empty field is
 * Stripe's validation error. Anything else the page asks of it throws, so a page that
 * outgrows the fake fails its test instead of passing it.
 */
const FAKE_STRIPE_JS = `(() => {
  'use strict';
  const API = ${JSON.stringify(STRIPE_API)};
  const LABEL = ${JSON.stringify(FAKE_CARD_LABEL)};
  const refuse = (what) => { throw new Error('The fake Stripe.js does not do this: ' + what); };
  let fields = 0;
  window.Stripe = function Stripe(publishableKey, ...more) {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey)) refuse('Stripe() without a publishable key');
    if (more.length > 0) refuse('Stripe() options');
    /** Each Elements group's client secret and its mounted card field. */
    const groups = new WeakMap();
    return {
      elements(options) {
        const clientSecret = options && options.clientSecret;
        if (typeof clientSecret !== 'string' || !/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(clientSecret)) refuse('elements() without a PaymentIntent client secret');
        if (Object.keys(options).length !== 1) refuse('elements() options other than clientSecret');
        const group = { clientSecret, card: undefined };
        const elements = {
          create(type) {
            if (type !== 'payment' || arguments.length !== 1) refuse('create() of anything but the Payment Element');
            let root;
            return {
              mount(element) {
                if (!(element instanceof HTMLElement)) refuse('mount() on anything but an element');
                if (root) refuse('mount() twice');
                fields += 1;
                root = document.createElement('div');
                root.setAttribute('data-fake-payment-element', '');
                root.style.cssText = 'display:flex;flex-direction:column;gap:4px';
                const label = document.createElement('label');
                label.textContent = LABEL;
                const input = document.createElement('input');
                input.id = 'fake-stripe-card-number-' + fields;
                label.htmlFor = input.id;
                input.autocomplete = 'cc-number';
                input.inputMode = 'numeric';
                input.style.cssText = 'font:inherit;padding:8px;border:1px solid #495057;border-radius:4px;color:#212529;background:#fff';
                root.append(label, input);
                element.append(root);
                group.card = input;
              },
              destroy() {
                root?.remove();
                group.card = undefined;
              },
            };
          },
        };
        groups.set(elements, group);
        return elements;
      },
      async confirmPayment(options) {
        const { elements, redirect, confirmParams, ...more } = options || {};
        const group = groups.get(elements);
        if (!group) refuse('confirmPayment() without this Stripe instance\\'s elements');
        if (redirect !== 'if_required') refuse('confirmPayment() that may leave the page (redirect: ' + redirect + ')');
        if (!confirmParams || typeof confirmParams.return_url !== 'string' || Object.keys(confirmParams).length !== 1) refuse('confirmParams other than return_url');
        if (Object.keys(more).length > 0) refuse('confirmPayment() options ' + Object.keys(more).join(', '));
        new URL(confirmParams.return_url);
        if (!group.card || !group.card.isConnected) refuse('confirmPayment() without a mounted Payment Element');
        const number = group.card.value.replace(/\\s+/g, '');
        if (!number) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
        const intentId = group.clientSecret.split('_secret_')[0];
        const form = new URLSearchParams({
          key: publishableKey,
          client_secret: group.clientSecret,
          return_url: confirmParams.return_url,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
        });
        const response = await fetch(API + '/v1/payment_intents/' + intentId + '/confirm', { method: 'POST', body: form });
        const answer = await response.json();
        return response.ok ? { paymentIntent: answer } : { error: answer.error };
      },
    };
  };
})();
`;

export interface RoutedStripe {
  /** While set, js.stripe.com answers 503, as when Stripe.js cannot be reached. */
  unavailable: boolean;
  /** How often the page asked for Stripe.js. */
  scriptLoads: number;
}

/**
 * Stripe's hosts for one browser context, which this machine cannot reach:
 * js.stripe.com/v3/ answers the fake Stripe.js above, and api.stripe.com is
 * the fake Stripe API on loopback (the same one the app server's STRIPE_API_BASE
 * names). The page still asks for them at Stripe's addresses, so its
 * Content-Security-Policy is tried as with the real Stripe.
 */
export async function routeFakeStripe(context: BrowserContext, stripe: FakeStripe): Promise<RoutedStripe> {
  const routed: RoutedStripe = { unavailable: false, scriptLoads: 0 };
  await context.route(STRIPE_JS, async (route) => {
    routed.scriptLoads += 1;
    if (routed.unavailable) return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: FAKE_STRIPE_JS });
  });
  await context.route(`${STRIPE_API}/**`, async (route) => {
    const request = route.request();
    const { pathname, search } = new URL(request.url());
    const answer = await fetch(`${stripe.url}${pathname}${search}`, {
      method: request.method(),
      headers: { 'content-type': (await request.headerValue('content-type')) ?? 'application/x-www-form-urlencoded' },
      body: request.method() === 'GET' ? undefined : (request.postData() ?? ''),
    });
    const headers = {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
      'access-control-allow-origin': answer.headers.get('access-control-allow-origin') ?? '',
    };
    await route.fulfill({ status: answer.status, headers, body: await answer.text() });
  });
  return routed;
}
