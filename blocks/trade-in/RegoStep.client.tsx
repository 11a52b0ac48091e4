'use client';
import { Alert, Button, Group, NativeSelect, Stack, TextInput, type TitleOrder } from '@mantine/core';
import { type Ref, useState } from 'react';
import { DEFAULT_REGO_STATE, normaliseRego } from '../../runtime/rules/rego';
import { AUSTRALIAN_STATES, type TradeInAnswer, type TradeInRegoAnswer, type TradeInRegoRequest, type TradeInStartAnswer } from '../../schemas/api/trade-ins';
import { READABLE_ERROR } from '../kit/forms/readable-error';
import { postStep } from './post-step';
import { checkRego } from './step-checks';
import { StepFrame } from './StepFrame';
import { useStepForm } from './step-form';
import { FIELD_LABELS, REGO_NOT_FOUND, STEP_TITLES } from './words';
import { READABLE_ALERT } from '../kit/lead-form/readable-alert';

export interface RegoStepProps {
  id: string;
  started: TradeInStartAnswer;
  /** The trade-in as stored, when a lookup was made before (the shopper came back, or the page was reloaded): its plate fills the form. */
  tradeIn?: TradeInAnswer;
  /** POST /api/trade-ins/rego-lookup on this site. */
  endpoint: string;
  headingOrder: TitleOrder;
  headingRef: Ref<HTMLHeadingElement>;
  /** The lookup is stored, found or not (a lookup that found nothing clears the car before it); `found` says which. */
  onLookedUp: (answer: TradeInRegoAnswer) => void;
  /** The shopper carries on after a lookup that found nothing: the dealer values the car in person. */
  onCarryOn: () => void;
}

type RegoValues = { rego: string; regoState: string };

/** Step 2, rego lookup (spec §7 "Rego lookup: rego, regoState"; §9 "Default form state qld"). */
export function RegoStep({ id, started, tradeIn, endpoint, headingOrder, headingRef, onLookedUp, onCarryOn }: RegoStepProps) {
  const [failure, setFailure] = useState<string>();
  // A plate looked up before and not found: the shopper may look again or carry on, as they could then.
  const [notFound, setNotFound] = useState(tradeIn?.rego !== undefined && tradeIn.vehicle === undefined);
  const looked = { rego: tradeIn?.rego ?? '', regoState: tradeIn?.rego_state ?? DEFAULT_REGO_STATE };
  const step = useStepForm<RegoValues, TradeInRegoRequest>(id, ['rego', 'regoState'], looked, (values) =>
    checkRego({
      trade_in_id: started.trade_in_id,
      token: started.token,
      ...(values.rego.trim() ? { rego: normaliseRego(values.rego) } : {}),
      regoState: values.regoState,
    }),
  );
  const { register, formState } = step.form;

  const send = step.onSubmit(async (request) => {
    setFailure(undefined);
    setNotFound(false);
    const outcome = await postStep<TradeInRegoAnswer>(endpoint, request);
    if (outcome.kind === 'stored') {
      setNotFound(!outcome.answer.found);
      onLookedUp(outcome.answer);
    } else if (outcome.kind === 'refused') step.showRefusal(outcome.fields);
    else setFailure(outcome.message);
  });

  return (
    <StepFrame id={id} title={STEP_TITLES[1]} headingOrder={headingOrder} headingRef={headingRef} problems={step.problems} errorListRef={step.errorList} failure={failure}>
      {notFound && (
        <Alert color="orange" variant="light" role="status" title="No car found" styles={READABLE_ALERT}>
          {REGO_NOT_FOUND}
        </Alert>
      )}
      <form noValidate aria-busy={formState.isSubmitting} onSubmit={send}>
        <Stack gap="sm">
          <TextInput
            {...register('rego')}
            id={step.fieldId('rego')}
            label={FIELD_LABELS.rego}
            description="Letters and digits, as on the number plate"
            required
            autoComplete="off"
            autoCapitalize="characters"
            error={step.errorOf('rego')}
            styles={READABLE_ERROR}
          />
          <NativeSelect
            {...register('regoState')}
            id={step.fieldId('regoState')}
            label={FIELD_LABELS.regoState}
            required
            data={[...AUSTRALIAN_STATES]}
            error={step.errorOf('regoState')}
            styles={READABLE_ERROR}
          />
          <Group>
            <Button type="submit" loading={formState.isSubmitting}>
              Look up my car
            </Button>
            {notFound && (
              <Button variant="outline" onClick={onCarryOn}>
                Carry on without the lookup
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </StepFrame>
  );
}
