import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_ERRORS_HEADING } from '../../runtime/rules/lead-requirements';
import { UNEXPECTED_LEAD_ERROR } from '../../runtime/rules/lead-submit';
import type { TradeInAnswer } from '../../schemas/api/trade-ins';
import { quickSpamCheck } from '../../runtime/server/spam-check/test-support';
import { renderBlock, testSiteContext } from '../kit/test-support/site-context';
import tradeIn from './index';
import type { TradeInData } from './load';
import { CALL_BACK, NO_ESTIMATE_WORDS, OFFER_ACCEPTED_HEADING, REGO_NOT_FOUND } from './words';

/** Where the tab keeps the trade-in under way: per site (bayside-motors) and journey (the block, trade-in-1). */
const JOURNEY_KEY = 'trade-in-journey:bayside-motors:trade-in-1';
const keptJourney = () => window.sessionStorage.getItem(JOURNEY_KEY);
const keepJourney = (key = JOURNEY_KEY) => window.sessionStorage.setItem(key, JSON.stringify(STARTED));

const BASE = '/sites/bayside-motors/api/trade-ins';
const DATA: TradeInData = { locations: [{ id: 11, name: 'Bayside Toyota Brighton', dealership_slug: 'bayside-toyota' }] };
const STARTED = { trade_in_id: '0b6c2a4e-5d1f-4c8e-9a7b-3f2e1d0c9b8a', token: 'T'.repeat(43), lead_id: 'lead-1' };
const LOCAL_SOURCE = "Estimate from this dealer's comparable stock (local valuation provider)";
const LOOKUP_SOURCE = "Local rego lookup (demo): this dealer's own records, not a registration service";

type Answer = { status: number; body?: unknown } | 'network-failure';
let answers: Answer[];
let sent: { url: string; body: Record<string, any> }[];
/** GET /api/trade-ins/{id}: what a reloaded page asks, and the server's answer. */
let reads: { url: string; authorization: string | null }[];
let readAnswer: Answer;

const respond = (answer: Answer) => {
  if (answer === 'network-failure') throw new TypeError('Failed to fetch');
  return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
};

beforeEach(() => {
  answers = [];
  sent = [];
  reads = [];
  readAnswer = { status: 500 };
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      // The site's spam check: a real signed challenge, only quicker to solve, which the first step solves as a phone would.
      if (url.endsWith('/api/spam-check')) return Response.json(await quickSpamCheck('bayside-motors', 'a test key'));
      if ((init.method ?? 'GET') === 'GET') {
        reads.push({ url, authorization: new Headers(init.headers).get('authorization') });
        return respond(readAnswer);
      }
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return respond(answers.shift() ?? { status: 500 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const tradeInAnswer = (fields: Partial<TradeInAnswer> = {}): TradeInAnswer => ({
  trade_in_id: STARTED.trade_in_id,
  lead_id: 'lead-1',
  offer_accepted: false,
  form_completed: false,
  ...fields,
});
const CAR = { make: 'Toyota', model: 'Corolla', year: 2023, badge: 'Ascent Sport' };
const ESTIMATE = {
  outcome: 'estimate',
  low: 22_800,
  high: 25_200,
  offer_price: 22_800,
  comparables: 3,
  source: LOCAL_SOURCE,
  local: true,
  valued_at: '2026-11-22T00:00:00.000Z',
} as const;

const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const focusedText = () => document.activeElement?.textContent ?? '';

async function passStepOne() {
  answers.push({ status: 201, body: STARTED });
  type(/First Name/, 'Sam');
  type(/Mobile Number/, '0412 345 678');
  type(/Email Address/, 'sam@example.com');
  click('Next: look up my car');
  await screen.findByRole('heading', { level: 3, name: 'Rego lookup' });
}

async function passStepTwo() {
  answers.push({ status: 200, body: { found: true, trade_in: tradeInAnswer({ rego: 'ABC123', rego_state: 'QLD', vehicle: CAR, lookup_source: LOOKUP_SOURCE }) } });
  type(/Registration/, 'abc 123');
  click('Look up my car');
  await screen.findByRole('heading', { level: 3, name: 'Valuation' });
}

function answerQuestions() {
  type(/Odometer/, '45,000');
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /Overall condition/ })).getByRole('radio', { name: 'Good' }));
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /accident/ })).getByRole('radio', { name: 'No' }));
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /service history/ })).getByRole('radio', { name: 'Yes' }));
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /mechanical/ })).getByRole('radio', { name: 'No' }));
}

describe('trade-in block', () => {
  it('shows its heading, the four steps (spec detail §4) and the trade-in FAQ in the spec’s words (§9)', () => {
    renderBlock(tradeIn, {}, { data: DATA });
    expect(screen.getByRole('heading', { level: 2, name: 'Trade In Valuation' })).toBeInTheDocument();
    for (const step of ['Your details', 'Rego lookup', 'Valuation', 'Offer']) expect(screen.getAllByText(step).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 3, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Trade-in FAQ' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'Can I get an online estimate for any car?' });
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/not given for cars over 7 years or 100,000 km/)).toBeInTheDocument();
    expect(screen.getByText('Estimates come from a third-party valuation tool and are subject to inspection.')).toBeInTheDocument();
  });

  it('on /cars/trade-in?car_id= names the car the shopper wants, and the lead is about it', async () => {
    renderBlock(tradeIn, {}, { data: { ...DATA, car: { id: 42, dealership_slug: 'bayside-toyota', location_id: 11, name: '2026 Toyota RAV4 GXL' } } });
    expect(screen.getByText('Towards: 2026 Toyota RAV4 GXL')).toBeInTheDocument();
    await passStepOne();
    expect(sent[0].body).toMatchObject({ form: 'trade-in', car_id: 42, dealership_slug: 'bayside-toyota', name: 'Sam' });
  });

  it('an empty submit lists what to fix under "Please fix the following errors:", with focus on the list, and sends nothing', async () => {
    renderBlock(tradeIn, {}, { data: DATA });
    click('Next: look up my car');
    const list = await screen.findByText(FORM_ERRORS_HEADING);
    await waitFor(() => expect(document.activeElement).toBe(list.closest('[tabindex="-1"]')));
    const items = within(list.closest('[tabindex="-1"]') as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['First Name is required', 'Mobile Number is required', 'Email Address is required']);
    expect(sent).toEqual([]);
  });

  it('goes step by step to the accepted offer, each step sent once and the focus on each step’s heading', async () => {
    renderBlock(tradeIn, {}, { data: DATA });
    await passStepOne();
    expect(sent[0]).toMatchObject({
      url: BASE,
      body: { form: 'trade-in', name: 'Sam', phone: '0412 345 678', email: 'sam@example.com', idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    await waitFor(() => expect(focusedText()).toBe('Rego lookup'));
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('QLD');

    await passStepTwo();
    expect(sent[1]).toEqual({ url: `${BASE}/rego-lookup`, body: { trade_in_id: STARTED.trade_in_id, token: STARTED.token, rego: 'ABC123', regoState: 'QLD' } });
    await waitFor(() => expect(focusedText()).toBe('Valuation'));
    expect(screen.getByText('Your car: 2023 Toyota Corolla Ascent Sport')).toBeInTheDocument();
    expect(screen.getByText(LOOKUP_SOURCE)).toBeInTheDocument();

    answerQuestions();
    answers.push({ status: 200, body: { trade_in: tradeInAnswer({ vehicle: CAR, kms: 45_000, valuation: ESTIMATE, offer_price: 22_800 }) } });
    click('Get my estimate');
    await screen.findByRole('heading', { level: 3, name: 'Offer' });
    expect(sent[2]).toEqual({
      url: `${BASE}/valuation`,
      body: {
        trade_in_id: STARTED.trade_in_id,
        token: STARTED.token,
        kms: 45_000,
        adjustmentAnswers: { condition: 'good', accident_history: 'no', service_history: 'yes', mechanical_issues: 'no' },
      },
    });
    await waitFor(() => expect(focusedText()).toBe('Offer'));
    expect(screen.getByText('$22,800 – $25,200')).toBeInTheDocument();
    expect(screen.getByText('Our offer: $22,800. Subject to inspection.')).toBeInTheDocument();
    // The local provider says on screen that it is local.
    expect(screen.getByText(LOCAL_SOURCE)).toBeInTheDocument();

    answers.push({
      status: 201,
      body: { lead_id: 'lead-2', trade_in: tradeInAnswer({ valuation: ESTIMATE, offer_accepted: true, form_completed: true, offer_lead_id: 'lead-2' }) },
    });
    click('Accept offer');
    await screen.findByRole('heading', { name: OFFER_ACCEPTED_HEADING });
    expect(sent[3]).toEqual({
      url: `${BASE}/offer-acceptance`,
      body: { ...STARTED, category: 'Trade In Valuation', subcategory: '3. Offer Accepted', form_completed: true, offer_accepted: true },
    });
    await waitFor(() => expect(focusedText()).toBe(OFFER_ACCEPTED_HEADING));
  });

  it('step 3 checks the kms and every answer before sending', async () => {
    renderBlock(tradeIn, {}, { data: DATA });
    await passStepOne();
    await passStepTwo();
    type(/Odometer/, '45.5k');
    click('Get my estimate');
    const list = (await screen.findByText(FORM_ERRORS_HEADING)).closest('[tabindex="-1"]') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Odometer (km) must be a whole number of kilometres, up to 999,999',
      'Overall condition is required',
      'Has it been in an accident or had panel repairs? is required',
      'Does it have a full service history? is required',
      'Any warning lights or known mechanical problems? is required',
    ]);
    expect(sent).toHaveLength(2);
  });

  it('a car over the FAQ’s limits gets no online estimate: the reason and the dealer’s call back, and no offer step', async () => {
    renderBlock(tradeIn, {}, { data: DATA });
    await passStepOne();
    await passStepTwo();
    answerQuestions();
    const none = { outcome: 'no-estimate', reason: 'over-km', source: LOCAL_SOURCE, local: true, valued_at: '2026-11-22T00:00:00.000Z' } as const;
    answers.push({ status: 200, body: { trade_in: tradeInAnswer({ kms: 150_000, valuation: none, form_completed: true }) } });
    click('Get my estimate');
    await screen.findByText(NO_ESTIMATE_WORDS['over-km']);
    expect(NO_ESTIMATE_WORDS['over-km']).toBe('We do not give an online estimate for cars over 100,000 km.');
    expect(screen.getByText(CALL_BACK)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
  });

  it('a rego the lookup does not know: says so, and the shopper may look again or carry on', async () => {
    renderBlock(tradeIn, {}, { data: DATA });
    await passStepOne();
    answers.push({ status: 200, body: { found: false, trade_in: tradeInAnswer({ rego: 'ZZZ999', rego_state: 'QLD' }) } });
    type(/Registration/, 'ZZZ999');
    click('Look up my car');
    expect(await screen.findByText(REGO_NOT_FOUND)).toBeInTheDocument();
    click('Carry on without the lookup');
    await screen.findByRole('heading', { level: 3, name: 'Valuation' });
    expect(screen.getByText(/We could not look up your car/)).toBeInTheDocument();
  });

  it('the server’s 400 shows on its field; a failure with no answer says "An unexpected error occured" (spec §8)', async () => {
    renderBlock(tradeIn, {}, { data: DATA });
    await passStepOne();
    answers.push({ status: 400, body: { error: 'The request has errors.', fields: [{ field: '/rego', message: 'must be a registration of 1 to 9 letters and digits' }] } });
    type(/Registration/, 'ABC123');
    click('Look up my car');
    const list = (await screen.findByText(FORM_ERRORS_HEADING)).closest('[tabindex="-1"]') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Registration (rego) must be a registration of 1 to 9 letters and digits' })).toHaveAttribute(
      'href',
      expect.stringMatching(/-rego$/),
    );
    await waitFor(() => expect(document.activeElement).toBe(list));
    answers.push('network-failure', 'network-failure', 'network-failure');
    click('Look up my car');
    expect(await screen.findByText(UNEXPECTED_LEAD_ERROR, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('a dealer group’s shopper chooses the dealership (spec §3 "Valuation form fields": location_id); it is required, and its dealership goes with the lead', async () => {
    const document = testSiteContext().document;
    const site = testSiteContext({ document: { dealer: { ...document.dealer, dealershipIds: [101, 102] } } });
    const locations = [...DATA.locations, { id: 21, name: 'Bayside Mazda Moorabbin', dealership_slug: 'bayside-mazda' }];
    renderBlock(tradeIn, {}, { data: { locations }, site });
    const select = screen.getByRole('combobox', { name: /Dealership/ });
    expect(select).toHaveValue('');
    type(/First Name/, 'Sam');
    type(/Mobile Number/, '0412 345 678');
    type(/Email Address/, 'sam@example.com');
    click('Next: look up my car');
    expect(await screen.findByRole('link', { name: 'Dealership is required' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(select, { target: { value: '21' } });
    answers.push({ status: 201, body: STARTED });
    click('Next: look up my car');
    await screen.findByRole('heading', { level: 3, name: 'Rego lookup' });
    expect(sent[0].body).toMatchObject({ location_id: 21, dealership_slug: 'bayside-mazda' });
  });

  describe('a reload in the middle reopens the trade-in where it was (spec detail §4 trade-in steps)', () => {
    it('step 1 keeps the trade-in’s id, token and lead in the tab’s session storage, per site and journey, never in the address', async () => {
      renderBlock(tradeIn, {}, { data: DATA });
      await passStepOne();
      expect(JSON.parse(keptJourney()!)).toEqual(STARTED);
      expect(window.location.href).not.toContain(STARTED.token);
      expect(window.localStorage.getItem(JOURNEY_KEY)).toBeNull();
    });

    it('after the rego lookup: asks the server with the token in a header, and reopens at the valuation with the car found', async () => {
      keepJourney();
      readAnswer = { status: 200, body: { next_step: 'valuation', trade_in: tradeInAnswer({ rego: 'ABC123', rego_state: 'QLD', vehicle: CAR, lookup_source: LOOKUP_SOURCE }) } };
      renderBlock(tradeIn, {}, { data: DATA });
      await screen.findByRole('heading', { level: 3, name: 'Valuation' });
      expect(reads).toEqual([{ url: `${BASE}/${STARTED.trade_in_id}`, authorization: `Bearer ${STARTED.token}` }]);
      expect(reads[0].url).not.toContain(STARTED.token);
      expect(screen.getByText('Your car: 2023 Toyota Corolla Ascent Sport')).toBeInTheDocument();
      expect(screen.getByText(LOOKUP_SOURCE)).toBeInTheDocument();
      expect(screen.getByText('Step 3 of 4 · Valuation')).toHaveAttribute('aria-current', 'step');

      answerQuestions();
      answers.push({ status: 200, body: { trade_in: tradeInAnswer({ vehicle: CAR, kms: 45_000, valuation: ESTIMATE, offer_price: 22_800 }) } });
      click('Get my estimate');
      await screen.findByRole('heading', { level: 3, name: 'Offer' });
      expect(sent[0]).toMatchObject({ url: `${BASE}/valuation`, body: { trade_in_id: STARTED.trade_in_id, token: STARTED.token, kms: 45_000 } });
    });

    it('after the valuation: reopens at the offer with the estimate, and accepting it (the first lead’s id from the tab) ends the journey and forgets it', async () => {
      keepJourney();
      readAnswer = { status: 200, body: { next_step: 'offer-acceptance', trade_in: tradeInAnswer({ vehicle: CAR, kms: 45_000, valuation: ESTIMATE, offer_price: 22_800 }) } };
      renderBlock(tradeIn, {}, { data: DATA });
      await screen.findByRole('heading', { level: 3, name: 'Offer' });
      expect(screen.getByText('$22,800 – $25,200')).toBeInTheDocument();
      expect(screen.getByText('Our offer: $22,800. Subject to inspection.')).toBeInTheDocument();

      answers.push({
        status: 201,
        body: { lead_id: 'lead-2', trade_in: tradeInAnswer({ valuation: ESTIMATE, offer_accepted: true, form_completed: true, offer_lead_id: 'lead-2' }) },
      });
      click('Accept offer');
      await screen.findByRole('heading', { name: OFFER_ACCEPTED_HEADING });
      expect(sent[0].body).toMatchObject({ ...STARTED, subcategory: '3. Offer Accepted' });
      expect(keptJourney()).toBeNull();
    });

    it('a plate the lookup did not find: reopens at the rego lookup with the plate and state filled in, to look again or carry on', async () => {
      keepJourney();
      readAnswer = { status: 200, body: { next_step: 'rego-lookup', trade_in: tradeInAnswer({ rego: 'ZZZ999', rego_state: 'TAS' }) } };
      renderBlock(tradeIn, {}, { data: DATA });
      await screen.findByRole('heading', { level: 3, name: 'Rego lookup' });
      expect(screen.getByRole('textbox', { name: /Registration/ })).toHaveValue('ZZZ999');
      expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('TAS');
      expect(screen.getByText(REGO_NOT_FOUND)).toBeInTheDocument();
      click('Carry on without the lookup');
      await screen.findByRole('heading', { level: 3, name: 'Valuation' });
    });

    it('a trade-in the server does not know (404: a wrong token, gone) starts afresh and forgets it', async () => {
      keepJourney();
      readAnswer = { status: 404, body: { error: 'No such trade-in.', fields: [] } };
      renderBlock(tradeIn, {}, { data: DATA });
      await waitFor(() => expect(keptJourney()).toBeNull());
      expect(await screen.findByRole('heading', { level: 3, name: 'Your details' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start again' })).not.toBeInTheDocument();
    });

    it('a finished trade-in (its offer accepted) starts afresh and is forgotten', async () => {
      keepJourney();
      readAnswer = {
        status: 200,
        body: { next_step: 'complete', trade_in: tradeInAnswer({ valuation: ESTIMATE, offer_accepted: true, form_completed: true, offer_lead_id: 'lead-2' }) },
      };
      renderBlock(tradeIn, {}, { data: DATA });
      await waitFor(() => expect(keptJourney()).toBeNull());
      expect(await screen.findByRole('heading', { level: 3, name: 'Your details' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: OFFER_ACCEPTED_HEADING })).not.toBeInTheDocument();
    });

    it('no answer from the server starts afresh but keeps the trade-in for the next load', async () => {
      keepJourney();
      readAnswer = 'network-failure';
      renderBlock(tradeIn, {}, { data: DATA });
      expect(await screen.findByRole('heading', { level: 3, name: 'Your details' })).toBeInTheDocument();
      expect(reads).toHaveLength(1);
      expect(JSON.parse(keptJourney()!)).toEqual(STARTED);
    });

    it('"Start again" drops the trade-in under way and opens step 1, focus on its heading', async () => {
      keepJourney();
      readAnswer = { status: 200, body: { next_step: 'valuation', trade_in: tradeInAnswer({ vehicle: CAR }) } };
      renderBlock(tradeIn, {}, { data: DATA });
      await screen.findByRole('heading', { level: 3, name: 'Valuation' });
      click('Start again');
      await screen.findByRole('heading', { level: 3, name: 'Your details' });
      expect(keptJourney()).toBeNull();
      await waitFor(() => expect(focusedText()).toBe('Your details'));
      expect(screen.queryByRole('button', { name: 'Start again' })).not.toBeInTheDocument();
    });

    it('each journey keeps its own: /cars/trade-in?car_id= for another car does not reopen this one; nor does the editor’s canvas', async () => {
      keepJourney();
      const { unmount } = renderBlock(tradeIn, {}, { data: { ...DATA, car: { id: 42, dealership_slug: 'bayside-toyota', location_id: 11, name: '2026 Toyota RAV4 GXL' } } });
      await screen.findByRole('heading', { level: 3, name: 'Your details' });
      unmount();
      renderBlock(tradeIn, {}, { data: DATA, site: testSiteContext({ mode: 'editor' }) });
      await screen.findByRole('heading', { level: 3, name: 'Your details' });
      expect(reads).toEqual([]);
    });
  });

  describe('the step indicator at 375 px', () => {
    it('a phone reads one line, "Step 2 of 4 · Rego lookup", marked as the current step; the full stepper shows from the sm breakpoint up', async () => {
      renderBlock(tradeIn, {}, { data: DATA });
      const compact = screen.getByText('Step 1 of 4 · Your details');
      expect(compact).toHaveAttribute('aria-current', 'step');
      expect(compact.closest('.mantine-hidden-from-sm')).not.toBeNull();
      const stepper = document.querySelector('.mantine-Stepper-root')!;
      expect(stepper.closest('.mantine-visible-from-sm')).not.toBeNull();
      expect(stepper.querySelector('[aria-current="step"]')?.textContent).toContain('Your details');
      await passStepOne();
      expect(screen.getByText('Step 2 of 4 · Rego lookup')).toHaveAttribute('aria-current', 'step');
      expect(stepper.querySelector('[aria-current="step"]')?.textContent).toContain('Rego lookup');
    });

    it('a phone goes back a step with "Back", as the full stepper’s earlier steps do', async () => {
      renderBlock(tradeIn, {}, { data: DATA });
      await passStepOne();
      // Step 1 is stored: there is no going back to it.
      expect(screen.queryByRole('button', { name: /^Back to/ })).not.toBeInTheDocument();
      await passStepTwo();
      click('Back to Rego lookup');
      await screen.findByRole('heading', { level: 3, name: 'Rego lookup' });
      expect(screen.getByRole('textbox', { name: /Registration/ })).toHaveValue('ABC123');
    });
  });

  it('in the editor’s canvas the first step checks what is typed and sends nothing', async () => {
    renderBlock(tradeIn, {}, { data: DATA, site: testSiteContext({ mode: 'editor' }) });
    type(/First Name/, 'Sam');
    type(/Mobile Number/, '0412 345 678');
    type(/Email Address/, 'sam@example.com');
    click('Next: look up my car');
    expect(await screen.findByText('Preview: no lead sent')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
