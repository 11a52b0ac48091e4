'use client';
import { Button, Stack, Text, TextInput, type TitleOrder } from '@mantine/core';
import { type Ref, useState } from 'react';
import { YES_NO } from '../../schemas/api/leads';
import { CAR_CONDITIONS, type TradeInAnswer, type TradeInStartAnswer, type TradeInValuationAnswer, type TradeInValuationRequest } from '../../schemas/api/trade-ins';
import { ChoiceGroup } from '../kit/forms/ChoiceGroup';
import { READABLE_ERROR } from '../kit/forms/readable-error';
import { postStep } from './post-step';
import { checkValuation } from './step-checks';
import { StepFrame } from './StepFrame';
import { useStepForm } from './step-form';
import { vehicleName } from './vehicle-name';
import { CONDITION_LABELS, FIELD_LABELS, STEP_TITLES } from './words';

export interface ValuationStepProps {
  id: string;
  started: TradeInStartAnswer;
  /** The trade-in as the rego lookup left it: the car and who looked it up, when it was found. */
  tradeIn?: TradeInAnswer;
  /** POST /api/trade-ins/valuation on this site. */
  endpoint: string;
  headingOrder: TitleOrder;
  headingRef: Ref<HTMLHeadingElement>;
  onValued: (answer: TradeInValuationAnswer) => void;
}

type ValuationValues = { kms: string; condition: string; accident_history: string; service_history: string; mechanical_issues: string };
const QUESTIONS = ['condition', 'accident_history', 'service_history', 'mechanical_issues'] as const;
const YES_NO_CHOICES = YES_NO.map((answer) => ({ value: answer, label: answer === 'yes' ? 'Yes' : 'No' }));
const CONDITION_CHOICES = CAR_CONDITIONS.map((condition) => ({ value: condition, label: CONDITION_LABELS[condition] }));

/** "45,000" and "45 000 km" are 45000; anything else is kept as typed, for the schema to refuse. */
function kmsTyped(typed: string): number | string | undefined {
  const digits = typed.replace(/[\s,]|km$/gi, '');
  if (digits === '') return undefined;
  return /^[0-9]{1,7}$/.test(digits) ? Number(digits) : typed;
}

/** Step 3, valuation: the kms and the valuation adjustment answers (spec §3 "Trade-in"; §7 "payload id, adjustmentAnswers"). */
export function ValuationStep({ id, started, tradeIn, endpoint, headingOrder, headingRef, onValued }: ValuationStepProps) {
  const [failure, setFailure] = useState<string>();
  const step = useStepForm<ValuationValues, TradeInValuationRequest>(
    id,
    ['kms', ...QUESTIONS],
    { kms: '', condition: '', accident_history: '', service_history: '', mechanical_issues: '' },
    (values) => {
      const kms = kmsTyped(values.kms);
      const answers = Object.fromEntries(QUESTIONS.flatMap((question) => (values[question] ? [[question, values[question]]] : [])));
      return checkValuation({ trade_in_id: started.trade_in_id, token: started.token, ...(kms === undefined ? {} : { kms }), adjustmentAnswers: answers });
    },
  );
  const { register, control, formState } = step.form;

  const send = step.onSubmit(async (request) => {
    setFailure(undefined);
    const outcome = await postStep<TradeInValuationAnswer>(endpoint, request);
    if (outcome.kind === 'stored') onValued(outcome.answer);
    else if (outcome.kind === 'refused') step.showRefusal(outcome.fields);
    else setFailure(outcome.message);
  });

  const vehicle = tradeIn?.vehicle;
  return (
    <StepFrame id={id} title={STEP_TITLES[2]} headingOrder={headingOrder} headingRef={headingRef} problems={step.problems} errorListRef={step.errorList} failure={failure}>
      {vehicle ? (
        <Stack gap={2}>
          <Text fw={600}>{`Your car: ${vehicleName(vehicle)}`}</Text>
          {tradeIn?.lookup_source && <Text size="sm">{tradeIn.lookup_source}</Text>}
        </Stack>
      ) : (
        <Text>We could not look up your car. Tell us about it and we will value it in person.</Text>
      )}
      <form noValidate aria-busy={formState.isSubmitting} onSubmit={send}>
        <Stack gap="sm">
          <TextInput
            {...register('kms')}
            id={step.fieldId('kms')}
            label={FIELD_LABELS.kms}
            description="What the odometer reads"
            required
            inputMode="numeric"
            autoComplete="off"
            error={step.errorOf('kms')}
            styles={READABLE_ERROR}
          />
          {QUESTIONS.map((question) => (
            <ChoiceGroup
              key={question}
              control={control}
              name={question}
              label={FIELD_LABELS[question]}
              fieldId={step.fieldId(question)}
              choices={question === 'condition' ? CONDITION_CHOICES : YES_NO_CHOICES}
              required
            />
          ))}
          <Button type="submit" loading={formState.isSubmitting}>
            Get my estimate
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
