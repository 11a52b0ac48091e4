import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../../runtime/block-types';
import { mantineThemeFor } from '../../runtime/render/mantine-theme';
import { FORM_ERRORS_HEADING, POSTCODE_MESSAGE, POSTCODE_NOT_FOUND_MESSAGE, TERMS_MESSAGE } from '../../runtime/rules/lead-requirements';
import { LEAD_SENT_EVENT, LEAD_SUBMIT_FAILED_TITLE, UNEXPECTED_LEAD_ERROR } from '../../runtime/rules/lead-submit';
import type { LeadRequest } from '../../schemas/api/leads';
import { corolla } from '../kit/test-support/cars';
import { testLocation } from '../kit/test-support/fake-data';
import { renderBlock, testSiteContext, testSiteDocument } from '../kit/test-support/site-context';
import { passedSpamCheck } from '../../runtime/server/spam-check/proof-of-work';
import { quickSpamCheck } from '../../runtime/server/spam-check/test-support';
import { SPAM_CHECK_WORDS } from '../../runtime/spam-check-words';
import { SendLeadForm } from '../kit/lead-form/SendLeadForm.client';
import { STEP_BUTTONS, STEP_NAMES } from '../kit/lead-form/steps';
import enquiryForm from './index';
import type { EnquiryFormData } from './load';
import { type EnquiryFormProps, enquiryFormDefaults } from '../kit/lead-form/lead-form-props';

const ENDPOINT = '/sites/bayside-motors/api/leads';
const DATA: EnquiryFormData = {
  locations: [
    { id: 11, name: 'Bayside Toyota Brighton', dealership_slug: 'bayside-toyota' },
    { id: 21, name: 'Bayside Mazda Moorabbin', dealership_slug: 'bayside-mazda' },
  ],
};
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** A wait that includes solving a spam check (a quick one, a few dozen hashes): a hang guard, not a timing. */
const SOLVING = { timeout: 10_000 };

type Answer = { status: number; body?: unknown } | 'network-failure';
let answers: Answer[];
let sent: { url: string; init: RequestInit; lead: LeadRequest }[];
/** Lets a test hold the server's answer back, to see the form while it waits. */
let held: Promise<void> | undefined;

/** How often the form asked the site for a spam check. */
let spamChecksAsked: number;
const SPAM_CHECK_TEST_KEY = 'the key a test server signs spam checks with';

beforeEach(() => {
  spamChecksAsked = 0;
  answers = [];
  sent = [];
  held = undefined;
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      // The site's spam check: a real signed challenge, only quicker to solve, which the form solves as a phone would.
      if (url.endsWith('/api/spam-check')) {
        spamChecksAsked += 1;
        return Response.json(await quickSpamCheck('bayside-motors', SPAM_CHECK_TEST_KEY));
      }
      sent.push({ url, init, lead: JSON.parse(String(init.body)) });
      await held;
      const answer = answers.shift() ?? { status: 500 };
      if (answer === 'network-failure') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The block's output with a navigate function handed to its form (jsdom cannot watch window.location.assign). */
function withNavigate(node: ReactNode, navigate: (href: string) => void): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(node)) return node;
  if (node.type === SendLeadForm) return cloneElement(node as React.ReactElement<{ navigate?: (href: string) => void }>, { navigate });
  const { children } = node.props;
  return children === undefined
    ? node
    : cloneElement(
        node,
        {},
        Children.map(children, (child) => withNavigate(child, navigate)),
      );
}

function renderForm(props: Partial<EnquiryFormProps> = {}, { site = testSiteContext(), data = DATA }: { site?: SiteContext; data?: EnquiryFormData } = {}) {
  const navigate = vi.fn();
  const output = enquiryForm.component({ id: 'enquiry-form-1', props: { ...enquiryFormDefaults, ...props }, data, site, slots: {} });
  render(
    <MantineProvider theme={mantineThemeFor(site.document.theme)} env="test">
      {withNavigate(output, navigate)}
    </MantineProvider>,
  );
  return navigate;
}

function siteWithSettings(settings: Partial<SiteContext['document']['settings']>, dealershipIds = [101, 102]): SiteContext {
  const document = testSiteDocument();
  return testSiteContext({ document: { settings: { ...document.settings, ...settings }, dealer: { ...document.dealer, dealershipIds } } });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = (label = 'Submit') => fireEvent.click(screen.getByRole('button', { name: label }));

function fillShopper() {
  type(/First Name/, 'Sam');
  type(/Last name/, 'Nguyen');
  type(/Mobile Number/, '0412 345 678');
  type(/Email Address/, 'sam@example.com');
}

describe('enquiry form block', () => {
  it('shows its heading, text and the spec’s field labels', () => {
    renderBlock(enquiryForm, { heading: 'Ask us anything', intro: 'We answer within a day.' }, { data: DATA });
    expect(screen.getByRole('heading', { level: 2, name: 'Ask us anything' })).toBeInTheDocument();
    expect(screen.getByText('We answer within a day.')).toBeInTheDocument();
    for (const label of [/First Name/, /Last name/, /Mobile Number/, /Email Address/, /Message/]) expect(field(label)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Enquiry category/ })).toHaveValue('General Enquiry');
    expect(screen.getByRole('combobox', { name: /Dealership/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('spec detail §5: the postcode is a numeric input of at most 4 characters on the contact form', () => {
    renderForm({ form: 'contact' });
    const postcode = field(/Postcode/);
    expect(postcode).toHaveAttribute('inputmode', 'numeric');
    expect(postcode).toHaveAttribute('maxlength', '4');
    expect(postcode).toBeRequired();
    expect(screen.queryByRole('textbox', { name: /Message/ })).not.toBeInTheDocument();
  });

  it('spec detail §5: preferred contact method Phone, Email or SMS, Phone to begin with; finance status and trade-in yes or no', () => {
    renderForm({ askContactMethod: true, askFinance: true, askTradeIn: true });
    const method = screen.getByRole('radiogroup', { name: /Preferred contact method/ });
    expect(
      within(method)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Phone', 'Email', 'SMS']);
    expect(within(method).getByRole('radio', { name: 'Phone' })).toBeChecked();
    const finance = screen.getByRole('radiogroup', { name: /Do you need finance/ });
    expect(
      within(finance)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no']);
    expect(screen.getByRole('radiogroup', { name: /Do you have a trade-in/ })).toBeInTheDocument();
  });
});

describe('spec detail §5 and §8: checking the form before it is sent', () => {
  it('an empty submit lists the errors under "Please fix the following errors:", moves focus there, and sends nothing', async () => {
    renderForm();
    submit();
    const list = await screen.findByRole('heading', { name: FORM_ERRORS_HEADING });
    expect(list.tagName).toBe('H3');
    const errors = list.parentElement!;
    await waitFor(() => expect(errors).toHaveFocus());
    const links = within(errors).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First Name is required',
      'Email Address is required',
      'Mobile Number is required',
      'Dealership is required',
      'Message is required',
    ]);
    expect(links[0]).toHaveAttribute('href', `#${field(/First Name/).id}`);
    expect(sent).toEqual([]);
  });

  it('pressing Submit, a choice or a label keeps the focus in the field being typed in, so its check on leaving cannot move them from under the pointer; text fields and lists take the focus', () => {
    renderForm({ askContactMethod: true });
    field(/Message/).focus();
    // fireEvent answers false when the default (moving the focus) was prevented.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Submit' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('radio', { name: 'SMS' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByText('Preferred contact method'))).toBe(false);
    expect(fireEvent.mouseDown(field(/First Name/))).toBe(true);
    expect(fireEvent.mouseDown(screen.getByRole('combobox', { name: /Dealership/ }))).toBe(true);
  });

  it('after an empty submit, the form filled in sends on the next submit', async () => {
    answers.push({ status: 201, body: { lead_id: 'lead-after-errors' } });
    const navigate = renderForm();
    submit();
    await screen.findByRole('heading', { name: FORM_ERRORS_HEADING });
    fillShopper();
    type(/Message/, 'Is the RAV4 still available?');
    fireEvent.change(screen.getByRole('combobox', { name: /Dealership/ }), { target: { value: '21' } });
    submit();
    await waitFor(() => expect(sent).toHaveLength(1), SOLVING);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sites/bayside-motors/success'));
  });

  it('each field says its own problem beneath it, tied to it by aria-describedby and aria-invalid', async () => {
    renderForm();
    submit();
    await screen.findByRole('heading', { name: FORM_ERRORS_HEADING });
    const name = field(/First Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('First Name is required');
    expect(field(/Last name/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('an entry of the list takes the shopper to its field', async () => {
    renderForm();
    submit();
    // A shopper follows an entry once the list is there with the focus on it: clicked before, under a
    // loaded test machine, the submit's own move of focus to the list could land after the click.
    const errors = (await screen.findByRole('heading', { name: FORM_ERRORS_HEADING })).parentElement!;
    await waitFor(() => expect(errors).toHaveFocus());
    fireEvent.click(within(errors).getByRole('link', { name: 'Email Address is required' }));
    expect(field(/Email Address/)).toHaveFocus();
  });

  it('the list follows the fields as they are fixed, as the shopper leaves each one', async () => {
    renderForm();
    submit();
    await screen.findByRole('link', { name: 'First Name is required' });
    type(/First Name/, 'Sam');
    fireEvent.blur(field(/First Name/));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'First Name is required' })).not.toBeInTheDocument());
  });

  it('a postcode of 3 digits says "Invalid postcode. Please enter a 4-digit number."', async () => {
    renderForm({ form: 'contact' }, { site: siteWithSettings({}, [101]) });
    fillShopper();
    type(/Postcode/, '123');
    submit();
    expect(await screen.findByRole('link', { name: POSTCODE_MESSAGE })).toBeInTheDocument();
    expect(field(/Postcode/)).toHaveAccessibleDescription(POSTCODE_MESSAGE);
    expect(sent).toEqual([]);
  });

  it('where the dealer requires the terms, leaving them unticked says "*You must agree to the terms of use before submitting."', async () => {
    renderForm({ form: 'contact' }, { site: siteWithSettings({ termsCheckbox: { required: true } }, [101]) });
    fillShopper();
    type(/Postcode/, '3186');
    const terms = screen.getByRole('checkbox', { name: /I agree to the terms of use/ });
    expect(screen.getByRole('link', { name: /^terms of use\s*\(opens in a new tab\)$/ })).toHaveAttribute('href', '/sites/bayside-motors/terms-and-conditions');
    submit();
    expect(await screen.findByRole('link', { name: TERMS_MESSAGE })).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(TERMS_MESSAGE);
    expect(sent).toEqual([]);
    fireEvent.click(terms);
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].lead.terms_accepted).toBe(true);
  });

  it('no terms checkbox where the dealer does not require one', () => {
    renderForm();
    expect(screen.queryByRole('checkbox', { name: /terms of use/ })).not.toBeInTheDocument();
  });
});

describe('spec detail §4 "Form submit": idle, submitting, success or failure', () => {
  it('sends one POST with the payload and a fresh key, disables the button while it waits, then goes to the success page', async () => {
    let answer = () => {};
    held = new Promise((resolve) => {
      answer = resolve;
    });
    answers.push({ status: 201, body: { lead_id: 'lead-1' } });
    const navigate = renderForm({ askContactMethod: true, services: ['Window tinting'] });
    fillShopper();
    type(/Message/, 'Is the RAV4 still available?');
    fireEvent.change(screen.getByRole('combobox', { name: /Dealership/ }), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Window tinting' }));
    submit();
    await waitFor(() => expect(sent).toHaveLength(1), SOLVING);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    answer();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sites/bayside-motors/success'));
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(ENDPOINT);
    expect(sent[0].init.method).toBe('POST');
    const { idempotency_key, lead_attributes, url, captcha, ...lead } = sent[0].lead;
    expect(idempotency_key).toMatch(KEY_PATTERN);
    expect(url).toBe(window.location.pathname);
    expect(lead_attributes?.visited_pages).toEqual([window.location.pathname]);
    // The spam check was asked for once and solved on the device: the server would take it.
    expect(spamChecksAsked).toBe(1);
    expect(await passedSpamCheck(captcha!, 'bayside-motors', SPAM_CHECK_TEST_KEY)).toBeDefined();
    expect(lead).toEqual({
      form: 'enquiry',
      category: 'General Enquiry',
      name: 'Sam',
      last_name: 'Nguyen',
      phone: '0412 345 678',
      email: 'sam@example.com',
      message: 'Is the RAV4 still available?',
      location_id: 21,
      dealership_slug: 'bayside-mazda',
      preferred_contact_method: 'SMS',
      additional_services: ['Window tinting'],
      opt_in: false,
    });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // Spec §7: the tracking event, with the dealer's analytics id and nothing about who sent it.
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer?.at(-1)).toEqual({
      event: LEAD_SENT_EVENT,
      lead_id: 'lead-1',
      form: 'enquiry',
      category: 'General Enquiry',
      analytics_id: 'G-BAYSIDE123',
    });
  });

  it('spec §7: after success, stores the success category and the shopper’s details, which fill in the next form', async () => {
    answers.push({ status: 201, body: { lead_id: 'lead-1' } });
    const navigate = renderForm();
    fillShopper();
    type(/Message/, 'Hello');
    fireEvent.change(screen.getByRole('combobox', { name: /Dealership/ }), { target: { value: '11' } });
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(window.localStorage.getItem('lead-success-category:bayside-motors')).toBe('General Enquiry');
    document.body.innerHTML = '';
    renderForm({ form: 'contact' });
    await waitFor(() => expect(field(/First Name/)).toHaveValue('Sam'));
    expect(field(/Email Address/)).toHaveValue('sam@example.com');
    expect(field(/Mobile Number/)).toHaveValue('0412 345 678');
    expect(field(/Last name/)).toHaveValue('');
  });

  it("a 400 shows the server's field errors in the list and under the fields, and sends the shopper there", async () => {
    answers.push({ status: 400, body: { error: 'Please check the form', fields: [{ field: '/email', message: 'must be an email address' }] } });
    const navigate = renderForm({}, { site: siteWithSettings({}, [101]) });
    fillShopper();
    type(/Message/, 'Hello');
    submit();
    const link = await screen.findByRole('link', { name: 'Email Address must be an email address' });
    await waitFor(() => expect(link.closest('[tabindex="-1"]')).toHaveFocus());
    expect(field(/Email Address/)).toHaveAccessibleDescription('Email Address must be an email address');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('spec §5: a postcode the server cannot locate shows its "Invalid postcode" under the field and in the list, and sends again once fixed', async () => {
    answers.push({ status: 400, body: { error: 'The request has errors.', fields: [{ field: '/postcode', message: POSTCODE_NOT_FOUND_MESSAGE }] } });
    answers.push({ status: 201, body: { lead_id: 'lead-4' } });
    const navigate = renderForm({ form: 'contact' }, { site: siteWithSettings({}, [101]) });
    fillShopper();
    type(/Postcode/, '0000');
    submit();
    const link = await screen.findByRole('link', { name: POSTCODE_NOT_FOUND_MESSAGE }, SOLVING);
    expect(link).toHaveAttribute('href', `#${field(/Postcode/).id}`);
    expect(field(/Postcode/)).toHaveAccessibleDescription(POSTCODE_NOT_FOUND_MESSAGE);
    expect(field(/Postcode/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.map(({ lead }) => lead.postcode)).toEqual(['0000']);
    expect(navigate).not.toHaveBeenCalled();
    type(/Postcode/, '4000');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sites/bayside-motors/success'), SOLVING);
    expect(sent.map(({ lead }) => lead.postcode)).toEqual(['0000', '4000']);
  });

  it('the spam check runs from the first touch and says when it is done; a check the server refuses is replaced on the next send', async () => {
    answers.push({ status: 400, body: { error: 'The request has errors.', fields: [{ field: '/captcha', message: SPAM_CHECK_WORDS.refused }] } });
    answers.push({ status: 201, body: { lead_id: 'lead-2' } });
    const navigate = renderForm({}, { site: siteWithSettings({}, [101]) });
    expect(screen.getByRole('status')).toHaveTextContent(SPAM_CHECK_WORDS.waiting);
    field(/First Name/).focus();
    fillShopper();
    type(/Message/, 'Hello');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SPAM_CHECK_WORDS.verified), SOLVING);
    submit();
    await screen.findByText(SPAM_CHECK_WORDS.refused);
    expect(navigate).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sites/bayside-motors/success'), SOLVING);
    expect(spamChecksAsked).toBe(2);
    expect(sent[1].lead.captcha).not.toBe(sent[0].lead.captcha);
  });

  it('spec §5: opt-in and Rego are optional: unticked and empty the lead says opt_in false and no rego; ticked and filled they are sent', async () => {
    answers.push({ status: 201, body: { lead_id: 'lead-4' } });
    const navigate = renderForm({ askRego: true }, { site: siteWithSettings({ captcha: { enabled: false } }, [101]) });
    const optIn = screen.getByRole('checkbox', { name: 'Keep me up to date with news and offers' });
    expect(optIn).not.toBeChecked();
    fillShopper();
    type(/Message/, 'Hello');
    fireEvent.click(optIn);
    type(/Rego of your current car/, '123ABC');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sent[0].lead).toMatchObject({ opt_in: true, rego: '123ABC' });
  });

  it('where the dealer has the spam check off, the form asks for none and sends none', async () => {
    answers.push({ status: 201, body: { lead_id: 'lead-3' } });
    const navigate = renderForm({}, { site: siteWithSettings({ captcha: { enabled: false } }, [101]) });
    expect(screen.queryByRole('status')).toBeNull();
    fillShopper();
    type(/Message/, 'Hello');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(spamChecksAsked).toBe(0);
    expect(sent[0].lead).not.toHaveProperty('captcha');
  });

  it('when the spam check cannot run, the shopper is told and nothing is sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    const navigate = renderForm({}, { site: siteWithSettings({}, [101]) });
    fillShopper();
    type(/Message/, 'Hello');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SPAM_CHECK_WORDS.failed);
    expect(screen.getByRole('button', { name: SPAM_CHECK_WORDS.retry })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 500 without a message shows "An unexpected error occured" in the red alert', async () => {
    answers.push({ status: 500, body: {} });
    const navigate = renderForm({}, { site: siteWithSettings({}, [101]) });
    fillShopper();
    type(/Message/, 'Hello');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LEAD_SUBMIT_FAILED_TITLE);
    expect(alert).toHaveTextContent(UNEXPECTED_LEAD_ERROR);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("a failure with the server's message shows that message", async () => {
    answers.push({ status: 429, body: { error: 'Too many enquiries from this connection. Try again in a minute.' } });
    renderForm({}, { site: siteWithSettings({}, [101]) });
    fillShopper();
    type(/Message/, 'Hello');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many enquiries from this connection. Try again in a minute.');
  });

  it('a network failure is retried with the same key; the next submit attempt gets a new one', async () => {
    answers.push('network-failure', { status: 500, body: {} }, { status: 201, body: { lead_id: 'lead-1' } });
    const navigate = renderForm({}, { site: siteWithSettings({}, [101]) });
    fillShopper();
    type(/Message/, 'Hello');
    submit();
    await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(sent).toHaveLength(2);
    expect(sent[1].lead.idempotency_key).toBe(sent[0].lead.idempotency_key);
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sites/bayside-motors/success'));
    expect(sent).toHaveLength(3);
    expect(sent[2].lead.idempotency_key).toMatch(KEY_PATTERN);
    expect(sent[2].lead.idempotency_key).not.toBe(sent[0].lead.idempotency_key);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("in the editor's canvas", () => {
  it('checks the form as on the site but sends no lead', async () => {
    const navigate = renderForm({}, { site: { ...siteWithSettings({}, [101]), mode: 'editor' } });
    submit();
    expect(await screen.findByRole('link', { name: 'First Name is required' })).toBeInTheDocument();
    fillShopper();
    type(/Message/, 'Hello');
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Preview: no lead sent');
    expect(sent).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('spec detail §3 "Enquiry form defaults": on a vehicle page', () => {
  it("sends the car's id and dealership, and asks no category or dealership", async () => {
    answers.push({ status: 201, body: { lead_id: 'lead-1' } });
    const navigate = renderForm({}, { site: { ...testSiteContext(), car: corolla() } });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    fillShopper();
    type(/Message/, 'Is it still available?');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sent[0].lead).toMatchObject({ form: 'enquiry', car_id: 4101, dealership_slug: 'bayside-toyota' });
    expect(sent[0].lead).not.toHaveProperty('category');
  });

  it('a test drive asks for a date and time and sends it as an instant', async () => {
    answers.push({ status: 201, body: { lead_id: 'lead-1' } });
    const navigate = renderForm({ form: 'test-drive', submitLabel: 'Book a test drive' }, { site: { ...testSiteContext(), car: corolla() } });
    fillShopper();
    type(/Message/, 'Saturday morning?');
    fireEvent.change(screen.getByLabelText(/Preferred date and time/), { target: { value: '2026-06-20T10:30' } });
    submit('Book a test drive');
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sent[0].lead).toMatchObject({ form: 'test-drive', car_id: 4101, date_time: new Date('2026-06-20T10:30').toISOString() });
  });

  it("spec detail §2: on a location's contact page (/contact-us/{locationSlug}), that location is chosen already", () => {
    const location = { ...testLocation(), id: 21, slug: 'bayside-mazda-moorabbin' };
    renderForm({ form: 'contact', askLocation: true }, { site: { ...testSiteContext(), location } });
    expect(screen.getByRole('combobox', { name: /Dealership/ })).toHaveValue('21');
  });

  it('spec §4: with one location to choose from, the location is chosen already', () => {
    renderForm({ askLocation: true }, { data: { locations: [DATA.locations[1]] } });
    expect(screen.getByRole('combobox', { name: /Dealership/ })).toHaveValue('21');
  });
});

describe('spec detail §4 "Multi-step enquiry forms": the marketer’s "Ask in steps"', () => {
  it('off (the default), the form stays on one page with no step indicator', () => {
    renderBlock(enquiryForm, {}, { data: DATA });
    expect(screen.queryByRole('heading', { name: /Step 1 of/ })).not.toBeInTheDocument();
    expect(field(/Message/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('on, the block’s form goes in steps, its step headings one level below the block’s heading', () => {
    renderBlock(enquiryForm, { askInSteps: true, form: 'test-drive' }, { data: DATA });
    expect(screen.getByRole('heading', { level: 3, name: `Step 1 of 3 ${STEP_NAMES.details}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STEP_BUTTONS.next })).toBeInTheDocument();
  });
});
