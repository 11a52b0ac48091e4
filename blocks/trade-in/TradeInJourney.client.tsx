'use client';
import { Stack, Stepper, Text, Title, type TitleOrder } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { LeadFormRules } from '../../runtime/rules/lead-requirements';
import type { TradeInAnswer, TradeInStartAnswer } from '../../schemas/api/trade-ins';
import type { TradeInLeadLayout } from './lead-layout';
import { LeadStep } from './LeadStep.client';
import type { WantedCar } from './load';
import { OfferStep } from './OfferStep.client';
import { RegoStep } from './RegoStep.client';
import { ValuationStep } from './ValuationStep.client';
import { CALL_BACK, NO_ESTIMATE_HEADING, NO_ESTIMATE_WORDS, OFFER_ACCEPTED_HEADING, OFFER_ACCEPTED_TEXT, STEP_TITLES } from './words';

export interface TradeInJourneyProps {
  id: string;
  layout: TradeInLeadLayout;
  rules: LeadFormRules;
  car?: Pick<WantedCar, 'id' | 'dealership_slug'>;
  /** POST /api/trade-ins on this site; the later steps are under it. */
  endpoint: string;
  /** GET /api/spam-check on this site, where the dealer has the spam check on. */
  spamCheckUrl?: string;
  termsHref: string;
  site: string;
  basePath: string;
  /** One level below the block's heading. */
  stepHeadingOrder: TitleOrder;
  /** In the editor's canvas: the steps show, but nothing is sent. */
  preview?: boolean;
}

const DONE = STEP_TITLES.length;

/**
 * The four steps (spec detail §4 "Trade-in steps: lead data, rego lookup,
 * valuation, offer acceptance"), one at a time, each stored before the next
 * opens. Focus moves to each step's heading as it opens. A car with no
 * online estimate ends at step 3 with the dealer's call back; the lead has
 * reached the dealer at step 1 whatever happens next.
 */
export function TradeInJourney({ id, layout, rules, car, endpoint, spamCheckUrl, termsHref, site, basePath, stepHeadingOrder, preview = false }: TradeInJourneyProps) {
  const [active, setActive] = useState(0);
  const [started, setStarted] = useState<TradeInStartAnswer>();
  const [tradeIn, setTradeIn] = useState<TradeInAnswer>();
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headings.current[active]?.focus();
  }, [active]);

  const go = (step: number) => {
    moved.current = true;
    setActive(step);
  };
  const headingRef = (step: number) => (element: HTMLHeadingElement | null) => {
    headings.current[step] = element;
  };
  const completed = tradeIn?.form_completed === true;
  // Back to the rego lookup or the valuation while the trade-in is open; the lead is stored, so step 1 is not taken again.
  const selectable = (step: number) => started !== undefined && !completed && step >= 1 && step < active;
  const valuation = tradeIn?.valuation;

  return (
    <Stepper active={active} onStepClick={(step) => selectable(step) && go(step)} allowNextStepsSelect={false} size="sm" wrap>
      {STEP_TITLES.map((title, step) => (
        <Stepper.Step key={title} label={title} allowStepSelect={selectable(step)} aria-current={step === active ? 'step' : undefined}>
          {step === 0 && (
            <LeadStep
              id={`${id}-lead`}
              layout={layout}
              rules={rules}
              car={car}
              endpoint={endpoint}
              spamCheckUrl={spamCheckUrl}
              termsHref={termsHref}
              site={site}
              basePath={basePath}
              headingOrder={stepHeadingOrder}
              headingRef={headingRef(0)}
              preview={preview}
              onStarted={(answer) => {
                setStarted(answer);
                go(1);
              }}
            />
          )}
          {step === 1 && started && (
            <RegoStep
              id={`${id}-rego`}
              started={started}
              endpoint={`${endpoint}/rego-lookup`}
              headingOrder={stepHeadingOrder}
              headingRef={headingRef(1)}
              onLookedUp={(answer) => {
                setTradeIn(answer.trade_in);
                go(2);
              }}
              onCarryOn={() => go(2)}
            />
          )}
          {step === 2 && started && (
            <ValuationStep
              id={`${id}-valuation`}
              started={started}
              tradeIn={tradeIn}
              endpoint={`${endpoint}/valuation`}
              headingOrder={stepHeadingOrder}
              headingRef={headingRef(2)}
              onValued={(answer) => {
                setTradeIn(answer.trade_in);
                go(answer.trade_in.valuation?.outcome === 'estimate' ? 3 : DONE);
              }}
            />
          )}
          {step === 3 && started && valuation && (
            <OfferStep
              id={`${id}-offer`}
              started={started}
              valuation={valuation}
              endpoint={`${endpoint}/offer-acceptance`}
              headingOrder={stepHeadingOrder}
              headingRef={headingRef(3)}
              onAccepted={(answer) => {
                setTradeIn(answer.trade_in);
                go(DONE);
              }}
            />
          )}
        </Stepper.Step>
      ))}
      <Stepper.Completed>
        <Stack gap="sm" mt="md" role="status">
          <Title ref={headingRef(DONE)} order={stepHeadingOrder} tabIndex={-1}>
            {tradeIn?.offer_accepted ? OFFER_ACCEPTED_HEADING : NO_ESTIMATE_HEADING}
          </Title>
          {tradeIn?.offer_accepted ? (
            <Text>{OFFER_ACCEPTED_TEXT}</Text>
          ) : (
            <>
              {valuation?.reason && <Text>{NO_ESTIMATE_WORDS[valuation.reason]}</Text>}
              <Text>{CALL_BACK}</Text>
            </>
          )}
        </Stack>
      </Stepper.Completed>
    </Stepper>
  );
}
