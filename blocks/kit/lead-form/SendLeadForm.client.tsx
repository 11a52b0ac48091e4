'use client';
import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput, type TitleOrder } from '@mantine/core';
import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newIdempotencyKey } from '../../../runtime/client/idempotency-key';
import { pushTrackingEvent, rememberedShopper, rememberLeadSuccess } from '../../../runtime/client/lead-success';
import { recordVisit, visitSoFar } from '../../../runtime/client/visited-pages';
import { DEFAULT_CONTACT_METHOD, type LeadFormValues, type LeadPayloadContext, pathOnSite } from '../../../runtime/rules/lead-payload';
import type { LeadFormRules } from '../../../runtime/rules/lead-requirements';
import { LEAD_SUBMIT_FAILED_TITLE, type LeadSubmitState, leadSentEvent } from '../../../runtime/rules/lead-submit';
import { SPAM_CHECK_WORDS } from '../../../runtime/spam-check-words';
import { CONTACT_METHODS, type LeadRequest } from '../../../schemas/api/leads';
import { SpamCheckStatus } from '../spam-check/SpamCheckStatus.client';
import { useSpamCheck } from '../spam-check/useSpamCheck.client';
import { FIELD_LABELS, fieldsShown, serviceField } from './fields';
import { ChoiceGroup } from '../forms/ChoiceGroup';
import { FormErrorList, type FormProblem } from '../forms/FormErrorList';
import { Honeypot } from '../forms/Honeypot';
import { READABLE_ERROR } from '../forms/readable-error';
import { TermsCheckbox } from '../forms/TermsCheckbox';
import type { LeadFormLayout } from './layout';
import { formErrorsOf, leadResolver } from './lead-resolver';
import { postLead } from './post-lead';
import { StepHeading } from './StepHeading';
import { firstStepWithProblem, leadFormSteps, STEP_BUTTONS } from './steps';
import { useHydrated } from '../../../runtime/client/use-hydrated';
import { READABLE_ALERT } from './readable-alert';

export interface SendLeadFormProps {
  /** The block's id: the form's element ids start with it, so two forms on a page never share one. */
  id: string;
  layout: LeadFormLayout;
  rules: LeadFormRules;
  /** On a vehicle page, the car the lead is about. */
  car?: LeadPayloadContext['car'];
  /** POST /api/leads on this site. */
  endpoint: string;
  /** GET /api/spam-check on this site, where the dealer has the spam check on; undefined turns it off. */
  spamCheckUrl?: string;
  /** The dealer's analytics id, reported with the tracking event of each lead sent. */
  analyticsId?: string;
  successHref: string;
  termsHref: string;
  /** The dealer's slug: what the browser keeps (visit, shopper details) is kept per site. */
  site: string;
  basePath: string;
  submitLabel: string;
  /** One level below the block's heading. */
  errorHeadingOrder: TitleOrder;
  /** In the editor's canvas: the form checks what is typed but sends no lead. */
  preview?: boolean;
  /** The message the form starts with, for the shopper to keep or change (spec detail §3 "Enquiry form defaults": message). */
  startingMessage?: string;
  /** Sends the browser on; a prop so tests can see where. */
  navigate?: (href: string) => void;
}

const YES_NO_CHOICES = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const CONTACT_CHOICES = CONTACT_METHODS.map((method) => ({ value: method, label: method }));
const PREVIEW_TITLE = 'Preview: no lead sent';
const PREVIEW_TEXT = 'The form is filled in correctly. On your published site it sends the lead and goes to the success page.';

function startingValues(layout: LeadFormLayout, shown: readonly string[], startingMessage: string | undefined): LeadFormValues {
  const values: Record<string, string | boolean> = { website: '' };
  for (const field of shown) values[field] = '';
  if (startingMessage && shown.includes('message')) values.message = startingMessage;
  if (layout.categories) values.category = layout.categories[0] ?? '';
  if (layout.dealership) values.location_id = layout.dealership.chosen;
  if (layout.contactMethod) values.preferred_contact_method = DEFAULT_CONTACT_METHOD;
  for (const service of layout.services) values[serviceField(service)] = false;
  if (layout.optIn) values.opt_in = false;
  if (layout.terms) values.terms_accepted = false;
  return values;
}

/** What focus is asked to move to once the page shows it: the step just opened, or the list of what to fix. */
type FocusAsked = { on: 'step' | 'errors'; count: number };

/**
 * After a failed submit a field is checked again as the shopper leaves it
 * (reValidateMode onBlur): its error, and its line in the list above, go
 * away, and what is below moves up. A press on a button, a choice or a label
 * leaves the field at the press, so the control moved out from under the
 * pointer before the release and the click never came: a form fixed after an
 * empty submit could not be sent, a Yes could not be chosen. The press keeps
 * the focus where it is (the click itself still sends, ticks or chooses, and
 * the submit checks every field); text fields and lists take the focus as ever.
 */
function keepFocusWhilePressing(event: MouseEvent<HTMLFormElement>) {
  const target = event.target as Element;
  if (target.closest('textarea, select, input:not([type="radio"]):not([type="checkbox"])')) return;
  event.preventDefault();
}

/**
 * The lead form in the browser (spec detail §4 "Form submit": idle,
 * submitting with the button disabled and a spinner, success while the
 * success page loads, or failure). Checked as the server checks it before
 * anything is sent; each submit attempt sends a fresh idempotency key.
 *
 * Asked in steps (§4 "Multi-step enquiry forms advance step by step; the
 * last step submits"), Next checks the step's own fields with the same
 * resolver and opens the next step with focus on its heading; Back keeps
 * every answer (the other steps' fields stay in the form, hidden); only the
 * last step sends the lead, saying so with isLastStep (§7).
 */
export function SendLeadForm({
  id,
  layout,
  rules,
  car,
  endpoint,
  spamCheckUrl,
  analyticsId,
  successHref,
  termsHref,
  site,
  basePath,
  submitLabel,
  errorHeadingOrder,
  preview = false,
  startingMessage,
  navigate = (href) => window.location.assign(href),
}: SendLeadFormProps) {
  const [shown] = useState(() => fieldsShown(layout));
  const [steps] = useState(() => leadFormSteps(layout));
  const [step, setStep] = useState(0);
  const [focusAsked, setFocusAsked] = useState<FocusAsked>();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const attemptKey = useRef('');
  const [resolver] = useState(() =>
    leadResolver(rules, shown, () => ({
      form: layout.form,
      idempotencyKey: attemptKey.current,
      url: pathOnSite(window.location.pathname, basePath),
      ...(car ? { car } : {}),
      locations: layout.dealership?.choices ?? [],
      ...visitSoFar(site),
    })),
  );
  const { control, register, handleSubmit, setError, setValue, getValues, trigger, formState } = useForm<LeadFormValues, unknown, LeadRequest>({
    resolver,
    defaultValues: startingValues(layout, shown, startingMessage),
    // The ajv resolver compiles the schema on every check (tens of milliseconds on a phone): after a failed submit, fields are checked again as the shopper leaves each one, not on every key.
    reValidateMode: 'onBlur',
    // Focus goes to the error list instead (below).
    shouldFocusError: false,
  });
  const [state, setState] = useState<LeadSubmitState>('idle');
  const [failure, setFailure] = useState<string>();
  const [previewChecked, setPreviewChecked] = useState(false);
  const hydrated = useHydrated();
  const errorList = useRef<HTMLDivElement>(null);
  // A preview sends nothing, so it needs no check.
  const spamCheck = useSpamCheck(preview ? undefined : spamCheckUrl);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration: the page and the remembered shopper do not change under the form.
  useEffect(() => {
    recordVisit(site, pathOnSite(`${window.location.pathname}${window.location.search}`, basePath));
    const remembered = rememberedShopper(site);
    for (const [field, value] of Object.entries(remembered ?? {})) {
      if (getValues(field) === '') setValue(field, value);
    }
  }, []);

  // A failed submit (the form's own check, or the server's 400) moves focus to the list of what to fix.
  useEffect(() => {
    if (formState.submitCount > 0) errorList.current?.focus();
  }, [formState.submitCount]);

  // After the render that shows it: the step's heading, or the list of its problems.
  useEffect(() => {
    if (focusAsked) (focusAsked.on === 'step' ? stepHeading.current : errorList.current)?.focus();
  }, [focusAsked]);

  const askFocus = (on: FocusAsked['on']) => setFocusAsked((before) => ({ on, count: (before?.count ?? 0) + 1 }));
  const lastStep = steps === undefined || step === steps.length - 1;

  function openStep(index: number) {
    setStep(index);
    askFocus('step');
  }

  /** Next: the step's own fields checked as the whole form is; the next step opens only when they pass. */
  async function goOn() {
    if (steps === undefined) return;
    if (await trigger(steps[step].fields)) openStep(step + 1);
    else askFocus('errors');
  }

  /** Problems found on the last step's submit (the form's check or the server's 400) on a field of an earlier step: that step opens, with its list. */
  function showStepWithProblem(fields: readonly string[]) {
    const index = steps && firstStepWithProblem(steps, fields);
    if (index === undefined || index === step) return;
    setStep(index);
    askFocus('errors');
  }

  async function send(lead: LeadRequest) {
    if (preview) {
      setPreviewChecked(true);
      return;
    }
    setState('submitting');
    const captcha = await spamCheck.payload();
    if (spamCheck.state !== 'off' && captcha === undefined) {
      setFailure(SPAM_CHECK_WORDS.failed);
      setState('failure');
      return;
    }
    const request: LeadRequest = steps ? { ...lead, isLastStep: true } : lead;
    const outcome = await postLead(endpoint, captcha === undefined ? request : { ...request, captcha });
    if (outcome.kind === 'sent') {
      // Spent on this lead: another lead from this page needs a new one.
      spamCheck.discard();
      pushTrackingEvent(leadSentEvent(lead, outcome.leadId, analyticsId));
      rememberLeadSuccess(site, lead);
      setState('success');
      navigate(successHref);
      return;
    }
    if (outcome.kind === 'refused') {
      const spamCheckRefusal = outcome.fields.find((field) => field.field === '/captcha');
      if (spamCheckRefusal) {
        // Refused (too old, or used already): the next send solves a new one.
        spamCheck.discard();
        setError('root', { type: 'lead', message: spamCheckRefusal.message });
      }
      const others = formErrorsOf(
        outcome.fields.filter((field) => field.field !== '/captcha'),
        shown,
      );
      for (const [field, error] of Object.entries(others)) setError(field, error);
      showStepWithProblem(Object.keys(others));
      setState('idle');
      return;
    }
    setFailure(outcome.message);
    setState('failure');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!lastStep) {
      event.preventDefault();
      return goOn();
    }
    attemptKey.current = newIdempotencyKey();
    setFailure(undefined);
    setPreviewChecked(false);
    return handleSubmit(send, (errors) => showStepWithProblem(Object.keys(errors)))(event);
  }

  /** Between steps nothing is submitted, so react-hook-form does not check again on leaving a field: a field with a problem is checked here, as after a submit. */
  function checkAgainOnLeaving(field: string) {
    if (steps && !formState.isSubmitted && formState.errors[field]) void trigger(field);
  }

  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: string) => formState.errors[field]?.message as string | undefined;
  // The open step's problems only: a field of another step is hidden, so the list could not lead to it.
  const fieldsHere = steps?.[step].fields ?? shown;
  const problems: FormProblem[] = [
    ...fieldsHere.flatMap((field) => {
      const sentence = errorOf(field);
      return sentence ? [{ fieldId: fieldId(field), sentence }] : [];
    }),
    ...(formState.errors.root?.message ? [{ sentence: formState.errors.root.message }] : []),
  ];
  const text = (field: keyof typeof FIELD_LABELS, required = false) => ({
    ...register(field),
    id: fieldId(field),
    label: FIELD_LABELS[field],
    required,
    error: errorOf(field),
    styles: READABLE_ERROR,
  });
  const busy = formState.isSubmitting || state === 'submitting' || state === 'success';

  // Each field in the order the page draws it; the last name sits beside the first.
  const inputs: [field: string, input: ReactNode][] = [
    ['category', layout.categories && <NativeSelect key="category" {...text('category', true)} data={layout.categories} />],
    [
      'name',
      <SimpleGrid key="name" cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...text('name', true)} autoComplete="given-name" />
        <TextInput {...text('last_name')} autoComplete="family-name" />
      </SimpleGrid>,
    ],
    ['phone', <TextInput key="phone" {...text('phone', true)} type="tel" inputMode="tel" autoComplete="tel" />],
    ['email', <TextInput key="email" {...text('email', true)} type="email" autoComplete="email" />],
    ['postcode', layout.postcode && <TextInput key="postcode" {...text('postcode', layout.postcode.required)} inputMode="numeric" maxLength={4} autoComplete="postal-code" />],
    [
      'location_id',
      layout.dealership && (
        <NativeSelect
          key="location_id"
          {...text('location_id', true)}
          data={[
            ...(layout.dealership.choices.length > 1 ? [{ value: '', label: 'Choose a dealership' }] : []),
            ...layout.dealership.choices.map((choice) => ({ value: String(choice.id), label: choice.name })),
          ]}
        />
      ),
    ],
    [
      'preferred_contact_method',
      layout.contactMethod && (
        <ChoiceGroup
          key="preferred_contact_method"
          control={control}
          name="preferred_contact_method"
          label={FIELD_LABELS.preferred_contact_method}
          fieldId={fieldId('preferred_contact_method')}
          choices={CONTACT_CHOICES}
        />
      ),
    ],
    [
      'finance_status',
      layout.financeStatus && (
        <ChoiceGroup
          key="finance_status"
          control={control}
          name="finance_status"
          label={FIELD_LABELS.finance_status}
          fieldId={fieldId('finance_status')}
          choices={YES_NO_CHOICES}
        />
      ),
    ],
    [
      'trade_in',
      layout.tradeIn && <ChoiceGroup key="trade_in" control={control} name="trade_in" label={FIELD_LABELS.trade_in} fieldId={fieldId('trade_in')} choices={YES_NO_CHOICES} />,
    ],
    ['date_time', layout.dateTime && <TextInput key="date_time" {...text('date_time')} type="datetime-local" />],
    ['rego', layout.rego && <TextInput key="rego" {...text('rego')} maxLength={12} autoCapitalize="characters" autoComplete="off" />],
    ['message', layout.message && <Textarea key="message" {...text('message', layout.message.required)} rows={4} />],
    ...layout.services.map((service): [string, ReactNode] => [
      serviceField(service),
      <Checkbox key={service} {...register(serviceField(service))} id={fieldId(serviceField(service))} label={service} />,
    ]),
    ['opt_in', layout.optIn && <Checkbox key="opt_in" {...register('opt_in')} id={fieldId('opt_in')} label={FIELD_LABELS.opt_in} />],
    [
      'terms_accepted',
      layout.terms && (
        <TermsCheckbox key="terms_accepted" registration={register('terms_accepted')} id={fieldId('terms_accepted')} error={errorOf('terms_accepted')} termsHref={termsHref} />
      ),
    ],
  ];
  const inputsOf = (fields: readonly string[]) => inputs.filter(([field, input]) => input && fields.includes(field)).map(([, input]) => input);

  return (
    <Stack gap="md">
      {failure && (
        <Alert color="red" variant="light" title={LEAD_SUBMIT_FAILED_TITLE} role="alert" styles={READABLE_ALERT}>
          {failure}
        </Alert>
      )}
      {previewChecked && (
        <Alert color="blue" variant="light" role="status" title={PREVIEW_TITLE} styles={READABLE_ALERT}>
          {PREVIEW_TEXT}
        </Alert>
      )}
      {steps && <StepHeading ref={stepHeading} id={fieldId('step')} index={step} count={steps.length} name={steps[step].name} order={errorHeadingOrder} />}
      {problems.length > 0 && <FormErrorList ref={errorList} id={fieldId('errors')} problems={problems} headingOrder={errorHeadingOrder} />}
      <form
        onSubmit={submit}
        onMouseDownCapture={keepFocusWhilePressing}
        onFocusCapture={spamCheck.start}
        onBlur={(event) => checkAgainOnLeaving((event.target as { name?: string }).name ?? '')}
        noValidate
        aria-busy={busy}
      >
        <Stack gap="sm">
          {steps
            ? steps.map((each, index) => (
                // Every step stays in the form, the others hidden, so going back finds the answers as they were typed.
                <div key={each.name} hidden={index !== step}>
                  <Stack gap="sm">{inputsOf(each.fields)}</Stack>
                </div>
              ))
            : inputsOf(shown)}
          <Honeypot registration={register('website')} id={fieldId('website')} />
          {steps ? (
            <Group gap="sm" wrap="nowrap">
              {step > 0 && (
                <Button type="button" variant="default" onClick={() => openStep(step - 1)} disabled={busy}>
                  {STEP_BUTTONS.back}
                </Button>
              )}
              <Button
                type="submit"
                loading={lastStep && busy}
                disabled={!hydrated}
                ml="auto"
                onClick={(event) => {
                  // The send button opens where Next was: the second tap of a double tap on Next must not send the lead.
                  if (lastStep && event.detail > 1) event.preventDefault();
                }}
              >
                {lastStep ? submitLabel : STEP_BUTTONS.next}
              </Button>
            </Group>
          ) : (
            <Button type="submit" loading={busy} disabled={!hydrated}>
              {submitLabel}
            </Button>
          )}
          <SpamCheckStatus check={spamCheck} />
        </Stack>
      </form>
    </Stack>
  );
}
