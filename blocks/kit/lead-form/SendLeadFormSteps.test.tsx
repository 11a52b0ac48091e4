import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../../../runtime/block-types';
import { mantineThemeFor } from '../../../runtime/render/mantine-theme';
import { FORM_ERRORS_HEADING, TERMS_MESSAGE } from '../../../runtime/rules/lead-requirements';
import { LEAD_SUBMIT_FAILED_TITLE } from '../../../runtime/rules/lead-submit';
import { passedSpamCheck } from '../../../runtime/server/spam-check/proof-of-work';
import { quickSpamCheck } from '../../../runtime/server/spam-check/test-support';
import { SPAM_CHECK_WORDS } from '../../../runtime/spam-check-words';
import type { LeadRequest } from '../../../schemas/api/leads';
import { testSiteContext, testSiteDocument } from '../test-support/site-context';
import { enquiryFormRules, leadFormLayout } from './layout';
import { type EnquiryFormProps, enquiryFormDefaults } from './lead-form-props';
import { SendLeadForm } from './SendLeadForm.client';
import { siteLeadFormProps } from './site-lead-form';
import { STEP_BUTTONS, STEP_NAMES } from './steps';

/**
 * Spec detail §4: "Multi-step enquiry forms advance step by step; the last
 * step submits. On success with a lead_id the user goes to /success;
 * otherwise an error shows." §7: the lead submission "sends user data and
 * isLastStep; returns lead_id or an error".
 */

const LOCATIONS = [
  { id: 11, name: 'Bayside Toyota Brighton', dealership_slug: 'bayside-toyota' },
  { id: 21, name: 'Bayside Mazda Moorabbin', dealership_slug: 'bayside-mazda' },
];
const SPAM_CHECK_TEST_KEY = 'the key a test server signs spam checks with';
/** A wait that includes solving a spam check (a quick one): a hang guard, not a timing. */
const SOLVING = { timeout: 10_000 };

type Answer = { status: number; body?: unknown };
let answers: Answer[];
/** Lets a test hold the server's answer back, to see the form while it waits. */
let held: Promise<void> | undefined;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  answers = [];
  held = undefined;
  window.localStorage.clear();
  window.sessionStorage.clear();
  fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.endsWith('/api/spam-check')) return Response.json(await quickSpamCheck('bayside-motors', SPAM_CHECK_TEST_KEY));
    await held;
    const answer = answers.shift() ?? { status: 500 };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The leads the form posted (spam-check requests left out). */
const leadsSent = (): LeadRequest[] => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/leads')).map(([, init]) => JSON.parse(String(init?.body)));

function site({ captcha = false, terms = false, dealershipIds = [101] } = {}): SiteContext {
  const document = testSiteDocument();
  return testSiteContext({
    document: { settings: { ...document.settings, captcha: { enabled: captcha }, termsCheckbox: { required: terms } }, dealer: { ...document.dealer, dealershipIds } },
  });
}

/** The form as the enquiry form block draws it, asked in steps. */
function renderSteps(props: Partial<EnquiryFormProps> = {}, on: SiteContext = site()) {
  const navigate = vi.fn();
  const chosen = { ...enquiryFormDefaults, askInSteps: true, ...props };
  const rules = enquiryFormRules(chosen, on.document);
  render(
    <MantineProvider theme={mantineThemeFor(on.document.theme)} env="test">
      <SendLeadForm
        id="enquiry-form-1"
        layout={leadFormLayout(chosen, rules, undefined, LOCATIONS)}
        rules={rules}
        {...siteLeadFormProps(on)}
        submitLabel="Send enquiry"
        errorHeadingOrder={3}
        navigate={navigate}
      />
    </MantineProvider>,
  );
  return navigate;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const press = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const stepHeading = (name: RegExp) => screen.findByRole('heading', { name });

function fillDetails() {
  type(/First Name/, 'Sam');
  type(/Last name/, 'Nguyen');
  type(/Mobile Number/, '0412 345 678');
  type(/Email Address/, 'sam@example.com');
}

/** Steps 1 and 2 filled in and passed: the shopper is on the last step. */
async function reachLastStep() {
  fillDetails();
  press(STEP_BUTTONS.next);
  await stepHeading(/Step 2 of 3/);
  press(STEP_BUTTONS.next);
  await stepHeading(/Step 3 of 3/);
}

describe('spec detail §4: a multi-step enquiry form advances step by step', () => {
  it('opens on "Step 1 of 3" and its name, asking the contact details only', () => {
    renderSteps();
    expect(screen.getByRole('heading', { level: 3, name: `Step 1 of 3 ${STEP_NAMES.details}` })).toBeInTheDocument();
    for (const label of [/First Name/, /Last name/, /Mobile Number/, /Email Address/]) expect(field(label)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Message/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Enquiry category/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: STEP_BUTTONS.next })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STEP_BUTTONS.back })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send enquiry' })).not.toBeInTheDocument();
  });

  it('Next with an empty required field stays on step 1, lists the step’s errors under "Please fix the following errors:" with focus there, and sends nothing', async () => {
    renderSteps();
    type(/First Name/, 'Sam');
    press(STEP_BUTTONS.next);
    const heading = await screen.findByRole('heading', { name: FORM_ERRORS_HEADING });
    const list = heading.parentElement!;
    await waitFor(() => expect(list).toHaveFocus());
    // Only this step's fields: the message, on step 3, is not complained of yet.
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Email Address is required', 'Mobile Number is required']);
    expect(within(list).getByRole('link', { name: 'Email Address is required' })).toHaveAttribute('href', `#${field(/Email Address/).id}`);
    expect(field(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: /Step 1 of 3/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Next with the step’s fields filled goes to step 2 and moves focus to its heading; Enter in a field does the same', async () => {
    renderSteps();
    fillDetails();
    press(STEP_BUTTONS.next);
    const second = await stepHeading(new RegExp(`Step 2 of 3 ${STEP_NAMES.enquiry}`));
    await waitFor(() => expect(second).toHaveFocus());
    expect(screen.queryByRole('heading', { name: FORM_ERRORS_HEADING })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Enquiry category/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /First Name/ })).not.toBeInTheDocument();
    // Enter in a field submits the form: between steps, that is Next.
    fireEvent.submit(screen.getByRole('combobox', { name: /Enquiry category/ }).closest('form')!);
    const third = await stepHeading(new RegExp(`Step 3 of 3 ${STEP_NAMES.message}`));
    await waitFor(() => expect(third).toHaveFocus());
    expect(field(/Message/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Back keeps what was typed, and moves focus to the earlier step’s heading', async () => {
    renderSteps();
    await reachLastStep();
    type(/Message/, 'Is the RAV4 still available?');
    press(STEP_BUTTONS.back);
    await waitFor(() => expect(screen.getByRole('heading', { name: /Step 2 of 3/ })).toHaveFocus());
    press(STEP_BUTTONS.back);
    await waitFor(() => expect(screen.getByRole('heading', { name: /Step 1 of 3/ })).toHaveFocus());
    expect(field(/First Name/)).toHaveValue('Sam');
    expect(field(/Last name/)).toHaveValue('Nguyen');
    expect(field(/Mobile Number/)).toHaveValue('0412 345 678');
    expect(field(/Email Address/)).toHaveValue('sam@example.com');
    press(STEP_BUTTONS.next);
    await stepHeading(/Step 2 of 3/);
    press(STEP_BUTTONS.next);
    await stepHeading(/Step 3 of 3/);
    expect(field(/Message/)).toHaveValue('Is the RAV4 still available?');
  });

  it('§4 "the last step submits" and §7 "sends isLastStep": only the last step posts, once, with isLastStep true and every step’s answers; then /success', async () => {
    answers.push({ status: 201, body: { lead_id: 'lead-1' } });
    const navigate = renderSteps();
    await reachLastStep();
    expect(fetchMock).not.toHaveBeenCalled();
    type(/Message/, 'Is the RAV4 still available?');
    press('Send enquiry');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sites/bayside-motors/success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/sites/bayside-motors/api/leads');
    expect(leadsSent()[0]).toMatchObject({
      form: 'enquiry',
      isLastStep: true,
      name: 'Sam',
      last_name: 'Nguyen',
      phone: '0412 345 678',
      email: 'sam@example.com',
      category: 'General Enquiry',
      message: 'Is the RAV4 still available?',
    });
  });

  it('the second tap of a double tap on Next, landing on the send button that took its place, sends nothing: one tap of its own sends once', async () => {
    answers.push({ status: 201, body: { lead_id: 'lead-1' } });
    const navigate = renderSteps();
    await reachLastStep();
    type(/Message/, 'Hello');
    const send = screen.getByRole('button', { name: 'Send enquiry' });
    fireEvent.click(send, { detail: 2 });
    // Not submitting: a submit would have disabled the button at once.
    expect(send).toBeEnabled();
    expect(send).not.toHaveAttribute('data-loading');
    press('Send enquiry');
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('§4 "Form submit": while the last step sends, its button is disabled with a spinner, and Back waits too', async () => {
    let answer = () => {};
    held = new Promise((resolve) => {
      answer = resolve;
    });
    answers.push({ status: 201, body: { lead_id: 'lead-1' } });
    const navigate = renderSteps();
    await reachLastStep();
    type(/Message/, 'Hello');
    press('Send enquiry');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const button = screen.getByRole('button', { name: 'Send enquiry' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: STEP_BUTTONS.back })).toBeDisabled();
    answer();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('§4 "otherwise an error shows": a failure shows the server’s message, and the shopper stays on the last step', async () => {
    answers.push({ status: 429, body: { error: 'Too many enquiries sent. Please try again later.' } });
    const navigate = renderSteps();
    await reachLastStep();
    type(/Message/, 'Hello');
    press('Send enquiry');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LEAD_SUBMIT_FAILED_TITLE);
    expect(alert).toHaveTextContent('Too many enquiries sent. Please try again later.');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: /Step 3 of 3/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  });

  it('§8 "Form errors": a 400 about a field of an earlier step opens that step, with the list in focus and the field marked', async () => {
    answers.push({ status: 400, body: { error: 'The request has errors.', fields: [{ field: '/email', message: 'must be an email address' }] } });
    renderSteps();
    await reachLastStep();
    type(/Message/, 'Hello');
    press('Send enquiry');
    const link = await screen.findByRole('link', { name: 'Email Address must be an email address' });
    expect(screen.getByRole('heading', { name: /Step 1 of 3/ })).toBeInTheDocument();
    await waitFor(() => expect(link.closest('[tabindex="-1"]')).toHaveFocus());
    expect(field(/Email Address/)).toHaveAccessibleDescription('Email Address must be an email address');
  });

  it('§5: the last step checks its own required tick box ("*You must agree…") before anything is sent', async () => {
    answers.push({ status: 201, body: { lead_id: 'lead-1' } });
    const navigate = renderSteps({}, site({ terms: true }));
    await reachLastStep();
    type(/Message/, 'Hello');
    press('Send enquiry');
    expect(await screen.findByRole('link', { name: TERMS_MESSAGE })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms of use/ }));
    press('Send enquiry');
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(leadsSent()).toHaveLength(1);
    expect(leadsSent()[0]).toMatchObject({ terms_accepted: true, isLastStep: true });
  });

  it('after a failed Next, the list follows the fields as they are fixed, as the shopper leaves each one', async () => {
    renderSteps();
    press(STEP_BUTTONS.next);
    await screen.findByRole('link', { name: 'First Name is required' });
    type(/First Name/, 'Sam');
    fireEvent.blur(field(/First Name/));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'First Name is required' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Email Address is required' })).toBeInTheDocument();
  });

  it('the spam check starts at the first field and its solution goes with the last step; a filled honeypot is sent for the server to file as spam', async () => {
    answers.push({ status: 201, body: { lead_id: 'lead-1' } });
    const navigate = renderSteps({}, site({ captcha: true }));
    field(/First Name/).focus();
    await reachLastStep();
    type(/Message/, 'Hello');
    fireEvent.change(document.getElementById('enquiry-form-1-website')!, { target: { value: 'https://cheap-pills.example' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SPAM_CHECK_WORDS.verified), SOLVING);
    press('Send enquiry');
    await waitFor(() => expect(navigate).toHaveBeenCalled(), SOLVING);
    const [lead] = leadsSent();
    expect(leadsSent()).toHaveLength(1);
    expect(lead).toMatchObject({ isLastStep: true, website: 'https://cheap-pills.example' });
    expect(await passedSpamCheck(lead.captcha!, 'bayside-motors', SPAM_CHECK_TEST_KEY)).toBeDefined();
  });
});
