'use client';
import { Alert, Button, NativeSelect, Stack, TextInput, type TitleOrder } from '@mantine/core';
import { type Ref, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../runtime/client/idempotency-key';
import { rememberedShopper, rememberLeadSuccess } from '../../runtime/client/lead-success';
import { recordVisit, visitSoFar } from '../../runtime/client/visited-pages';
import { type LeadFormValues, leadPayload, pathOnSite } from '../../runtime/rules/lead-payload';
import type { LeadFormRules } from '../../runtime/rules/lead-requirements';
import { TRADE_IN_FORM, type TradeInStartAnswer, type TradeInStartRequest } from '../../schemas/api/trade-ins';
import { SPAM_CHECK_WORDS } from '../../runtime/spam-check-words';
import { Honeypot } from '../kit/forms/Honeypot';
import { READABLE_ERROR } from '../kit/forms/readable-error';
import { TermsCheckbox } from '../kit/forms/TermsCheckbox';
import { SpamCheckStatus } from '../kit/spam-check/SpamCheckStatus.client';
import { useSpamCheck } from '../kit/spam-check/useSpamCheck.client';
import type { TradeInLeadLayout } from './lead-layout';
import type { WantedCar } from './load';
import { postStep } from './post-step';
import { checkStart } from './step-checks';
import { StepFrame } from './StepFrame';
import { useStepForm } from './step-form';
import { FIELD_LABELS, STEP_TITLES, type TradeInField } from './words';
import { useHydrated } from '../../runtime/client/use-hydrated';
import { READABLE_ALERT } from '../kit/lead-form/readable-alert';

export interface LeadStepProps {
  id: string;
  layout: TradeInLeadLayout;
  rules: LeadFormRules;
  /** The dealer's car the shopper wants (/cars/trade-in?car_id=). */
  car?: Pick<WantedCar, 'id' | 'dealership_slug'>;
  /** POST /api/trade-ins on this site. */
  endpoint: string;
  /** GET /api/spam-check on this site, where the dealer has the spam check on; undefined turns it off. */
  spamCheckUrl?: string;
  termsHref: string;
  /** The dealer's slug: the visit and the shopper's details are kept per site. */
  site: string;
  basePath: string;
  headingOrder: TitleOrder;
  headingRef: Ref<HTMLHeadingElement>;
  /** In the editor's canvas: the step checks what is typed but sends no lead. */
  preview?: boolean;
  onStarted: (answer: TradeInStartAnswer) => void;
}

const PREVIEW_TITLE = 'Preview: no lead sent';
const PREVIEW_TEXT = 'The details are filled in correctly. On your published site this stores the lead and goes on to the rego lookup.';

/** Step 1, lead data (spec §3 "Valuation form fields": name, phone, email, location_id): stored as the trade-in's lead. */
export function LeadStep({ id, layout, rules, car, endpoint, spamCheckUrl, termsHref, site, basePath, headingOrder, headingRef, preview = false, onStarted }: LeadStepProps) {
  const fields: TradeInField[] = ['name', 'phone', 'email', ...(layout.dealership ? (['location_id'] as const) : []), ...(layout.terms ? (['terms_accepted'] as const) : [])];
  const attemptKey = useRef('');
  const [failure, setFailure] = useState<string>();
  const [previewChecked, setPreviewChecked] = useState(false);
  const hydrated = useHydrated();
  const step = useStepForm<LeadFormValues, TradeInStartRequest>(
    id,
    fields,
    { name: '', phone: '', email: '', website: '', ...(layout.dealership ? { location_id: layout.dealership.chosen } : {}), ...(layout.terms ? { terms_accepted: false } : {}) },
    (values) =>
      checkStart(
        leadPayload(values, {
          form: TRADE_IN_FORM,
          idempotencyKey: attemptKey.current,
          url: pathOnSite(window.location.pathname, basePath),
          ...(car ? { car } : {}),
          locations: layout.dealership?.choices ?? [],
          ...visitSoFar(site),
        }),
        rules,
      ),
  );
  const { register, getValues, setValue, formState } = step.form;
  // A preview sends nothing, so it needs no check.
  const spamCheck = useSpamCheck(preview ? undefined : spamCheckUrl);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration: the page and the remembered shopper do not change under the form.
  useEffect(() => {
    recordVisit(site, pathOnSite(`${window.location.pathname}${window.location.search}`, basePath));
    for (const [field, value] of Object.entries(rememberedShopper(site) ?? {})) {
      if (getValues(field) === '') setValue(field, value);
    }
  }, []);

  const send = step.onSubmit(async (request) => {
    setFailure(undefined);
    if (preview) {
      setPreviewChecked(true);
      return;
    }
    const captcha = await spamCheck.payload();
    if (spamCheck.state !== 'off' && captcha === undefined) {
      setFailure(SPAM_CHECK_WORDS.failed);
      return;
    }
    const outcome = await postStep<TradeInStartAnswer>(endpoint, captcha === undefined ? request : { ...request, captcha });
    if (outcome.kind === 'stored') {
      // Spent on this lead.
      spamCheck.discard();
      rememberLeadSuccess(site, request);
      onStarted(outcome.answer);
    } else if (outcome.kind === 'refused') {
      // A refused check (too old, used already) is solved again on the next try.
      if (outcome.fields.some((field) => field.field === '/captcha')) spamCheck.discard();
      step.showRefusal(outcome.fields);
    } else setFailure(outcome.message);
  });

  const input = (field: TradeInField, required = true) => ({
    ...register(field),
    id: step.fieldId(field),
    label: FIELD_LABELS[field],
    required,
    error: step.errorOf(field),
    styles: READABLE_ERROR,
  });

  return (
    <StepFrame id={id} title={STEP_TITLES[0]} headingOrder={headingOrder} headingRef={headingRef} problems={step.problems} errorListRef={step.errorList} failure={failure}>
      {previewChecked && (
        <Alert color="blue" variant="light" role="status" title={PREVIEW_TITLE} styles={READABLE_ALERT}>
          {PREVIEW_TEXT}
        </Alert>
      )}
      <form
        noValidate
        aria-busy={formState.isSubmitting}
        onFocusCapture={spamCheck.start}
        onSubmit={(event) => {
          attemptKey.current = newIdempotencyKey();
          return send(event);
        }}
      >
        <Stack gap="sm">
          <TextInput {...input('name')} autoComplete="given-name" />
          <TextInput {...input('phone')} type="tel" inputMode="tel" autoComplete="tel" />
          <TextInput {...input('email')} type="email" autoComplete="email" />
          {layout.dealership && (
            <NativeSelect
              {...input('location_id')}
              data={[
                ...(layout.dealership.choices.length > 1 ? [{ value: '', label: 'Choose a dealership' }] : []),
                ...layout.dealership.choices.map((choice) => ({ value: String(choice.id), label: choice.name })),
              ]}
            />
          )}
          {layout.terms && (
            <TermsCheckbox registration={register('terms_accepted')} id={step.fieldId('terms_accepted')} error={step.errorOf('terms_accepted')} termsHref={termsHref} />
          )}
          <Honeypot registration={register('website')} id={step.fieldId('website')} />
          <Button type="submit" loading={formState.isSubmitting} disabled={!hydrated}>
            Next: look up my car
          </Button>
          <SpamCheckStatus check={spamCheck} />
        </Stack>
      </form>
    </StepFrame>
  );
}
