'use client';
import { Button, Stack, Text, type TitleOrder } from '@mantine/core';
import { type Ref, useState } from 'react';
import { formatAud } from '../../runtime/rules/price-display';
import {
  OFFER_ACCEPTED_SUBCATEGORY,
  TRADE_IN_CATEGORY,
  type TradeInOfferAnswer,
  type TradeInOfferRequest,
  type TradeInStartAnswer,
  type Valuation,
} from '../../schemas/api/trade-ins';
import { postStep } from './post-step';
import { StepFrame } from './StepFrame';
import { STEP_TITLES, SUBJECT_TO_INSPECTION } from './words';

export interface OfferStepProps {
  id: string;
  started: TradeInStartAnswer;
  valuation: Valuation;
  /** POST /api/trade-ins/offer-acceptance on this site. */
  endpoint: string;
  headingOrder: TitleOrder;
  headingRef: Ref<HTMLHeadingElement>;
  onAccepted: (answer: TradeInOfferAnswer) => void;
}

/**
 * Step 4, offer acceptance: the estimate as a range, the offer, who gave it
 * (a local estimate says so), and the button that accepts it (spec §7:
 * category, subcategory "3. Offer Accepted", lead_id, form_completed,
 * offer_accepted). A shopper who does not accept has sent the dealer their
 * details already.
 */
export function OfferStep({ id, started, valuation, endpoint, headingOrder, headingRef, onAccepted }: OfferStepProps) {
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  async function accept() {
    setFailure(undefined);
    setSending(true);
    const request: TradeInOfferRequest = {
      trade_in_id: started.trade_in_id,
      token: started.token,
      lead_id: started.lead_id,
      category: TRADE_IN_CATEGORY,
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      form_completed: true,
      offer_accepted: true,
    };
    const outcome = await postStep<TradeInOfferAnswer>(endpoint, request);
    setSending(false);
    if (outcome.kind === 'stored') onAccepted(outcome.answer);
    else setFailure(outcome.kind === 'failed' ? outcome.message : outcome.fields.map((field) => `${field.field.slice(1)} ${field.message}`).join('; '));
  }

  return (
    <StepFrame id={id} title={STEP_TITLES[3]} headingOrder={headingOrder} headingRef={headingRef} failure={failure}>
      <Stack gap={4}>
        <Text>Estimated trade-in value</Text>
        <Text fw={700} size="xl">{`${formatAud(valuation.low ?? 0)} – ${formatAud(valuation.high ?? 0)}`}</Text>
        <Text>{`Our offer: ${formatAud(valuation.offer_price ?? 0)}. ${SUBJECT_TO_INSPECTION}`}</Text>
        <Text size="sm">{valuation.source}</Text>
      </Stack>
      <Button onClick={accept} loading={sending} aria-busy={sending}>
        Accept offer
      </Button>
    </StepFrame>
  );
}
