'use client';
import { Alert, Button, Checkbox, NativeSelect, SimpleGrid, Stack, Textarea, TextInput, type TitleOrder } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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

/**
 * The lead form in the browser (spec detail §4 "Form submit": idle,
 * submitting with the button disabled and a spinner, success while the
 * success page loads, or failure). Checked as the server checks it before
 * anything is sent; each submit attempt sends a fresh idempotency key.
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
  const { control, register, handleSubmit, setError, setValue, getValues, formState } = useForm<LeadFormValues, unknown, LeadRequest>({
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
    const outcome = await postLead(endpoint, captcha === undefined ? lead : { ...lead, captcha });
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
      const others = outcome.fields.filter((field) => field.field !== '/captcha');
      for (const [field, error] of Object.entries(formErrorsOf(others, shown))) setError(field, error);
      setState('idle');
      return;
    }
    setFailure(outcome.message);
    setState('failure');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    attemptKey.current = newIdempotencyKey();
    setFailure(undefined);
    setPreviewChecked(false);
    return handleSubmit(send)(event);
  }

  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: string) => formState.errors[field]?.message as string | undefined;
  const problems: FormProblem[] = [
    ...shown.flatMap((field) => {
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

  return (
    <Stack gap="md">
      {failure && (
        <Alert color="red.9" variant="light" title={LEAD_SUBMIT_FAILED_TITLE} role="alert">
          {failure}
        </Alert>
      )}
      {previewChecked && (
        <Alert color="blue.9" variant="light" role="status" title={PREVIEW_TITLE}>
          {PREVIEW_TEXT}
        </Alert>
      )}
      {problems.length > 0 && <FormErrorList ref={errorList} id={fieldId('errors')} problems={problems} headingOrder={errorHeadingOrder} />}
      <form onSubmit={submit} onFocusCapture={spamCheck.start} noValidate aria-busy={busy}>
        <Stack gap="sm">
          {layout.categories && <NativeSelect {...text('category', true)} data={layout.categories} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...text('name', true)} autoComplete="given-name" />
            <TextInput {...text('last_name')} autoComplete="family-name" />
          </SimpleGrid>
          <TextInput {...text('phone', true)} type="tel" inputMode="tel" autoComplete="tel" />
          <TextInput {...text('email', true)} type="email" autoComplete="email" />
          {layout.postcode && <TextInput {...text('postcode', layout.postcode.required)} inputMode="numeric" maxLength={4} autoComplete="postal-code" />}
          {layout.dealership && (
            <NativeSelect
              {...text('location_id', true)}
              data={[
                ...(layout.dealership.choices.length > 1 ? [{ value: '', label: 'Choose a dealership' }] : []),
                ...layout.dealership.choices.map((choice) => ({ value: String(choice.id), label: choice.name })),
              ]}
            />
          )}
          {layout.contactMethod && (
            <ChoiceGroup
              control={control}
              name="preferred_contact_method"
              label={FIELD_LABELS.preferred_contact_method}
              fieldId={fieldId('preferred_contact_method')}
              choices={CONTACT_CHOICES}
            />
          )}
          {layout.financeStatus && (
            <ChoiceGroup control={control} name="finance_status" label={FIELD_LABELS.finance_status} fieldId={fieldId('finance_status')} choices={YES_NO_CHOICES} />
          )}
          {layout.tradeIn && <ChoiceGroup control={control} name="trade_in" label={FIELD_LABELS.trade_in} fieldId={fieldId('trade_in')} choices={YES_NO_CHOICES} />}
          {layout.dateTime && <TextInput {...text('date_time')} type="datetime-local" />}
          {layout.rego && <TextInput {...text('rego')} maxLength={12} autoCapitalize="characters" autoComplete="off" />}
          {layout.message && <Textarea {...text('message', layout.message.required)} rows={4} />}
          {layout.services.map((service) => (
            <Checkbox key={service} {...register(serviceField(service))} id={fieldId(serviceField(service))} label={service} />
          ))}
          {layout.optIn && <Checkbox {...register('opt_in')} id={fieldId('opt_in')} label={FIELD_LABELS.opt_in} />}
          {layout.terms && <TermsCheckbox registration={register('terms_accepted')} id={fieldId('terms_accepted')} error={errorOf('terms_accepted')} termsHref={termsHref} />}
          <Honeypot registration={register('website')} id={fieldId('website')} />
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <SpamCheckStatus check={spamCheck} />
        </Stack>
      </form>
    </Stack>
  );
}
