'use client';
import { Button, Group, Loader, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { forgetTradeInJourney, rememberedTradeInJourney, rememberTradeInJourney } from '../../runtime/client/trade-in-journey-store';
import type { LeadFormRules } from '../../runtime/rules/lead-requirements';
import type { TradeInAnswer, TradeInNextStep, TradeInStartAnswer } from '../../schemas/api/trade-ins';
import type { TradeInLeadLayout } from './lead-layout';
import { LeadStep } from './LeadStep.client';
import type { WantedCar } from './load';
import { OfferStep } from './OfferStep.client';
import { readTradeIn } from './read-trade-in';
import { RegoStep } from './RegoStep.client';
import { TradeInProgress } from './TradeInProgress.client';
import { ValuationStep } from './ValuationStep.client';
import { CALL_BACK, NO_ESTIMATE_HEADING, NO_ESTIMATE_WORDS, OFFER_ACCEPTED_HEADING, OFFER_ACCEPTED_TEXT, REOPENING, START_AGAIN, STEP_TITLES } from './words';

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
/** The step each stored trade-in reopens at. */
const OPEN_AT: Readonly<Record<TradeInNextStep, number>> = { 'rego-lookup': 1, valuation: 2, 'offer-acceptance': 3, complete: DONE };

/**
 * The four steps (spec detail §4 "Trade-in steps: lead data, rego lookup,
 * valuation, offer acceptance"), one at a time, each stored before the next
 * opens. Focus moves to each step's heading as it opens. A car with no
 * online estimate ends at step 3 with the dealer's call back; the lead has
 * reached the dealer at step 1 whatever happens next.
 *
 * A trade-in under way survives a reload: its id and token are kept in the
 * tab's session storage, per site and journey (the block, and the car it is
 * towards), and on load the server says where it got, so it reopens there
 * with what was answered. A complete one, or one the server does not know,
 * starts afresh; "Start again" drops it.
 */
export function TradeInJourney({ id, layout, rules, car, endpoint, spamCheckUrl, termsHref, site, basePath, stepHeadingOrder, preview = false }: TradeInJourneyProps) {
  const [active, setActive] = useState(0);
  const [started, setStarted] = useState<TradeInStartAnswer>();
  const [tradeIn, setTradeIn] = useState<TradeInAnswer>();
  const [reopening, setReopening] = useState(false);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const moved = useRef(false);
  const journey = car ? `${id}:car-${car.id}` : id;

  useEffect(() => {
    if (moved.current) headings.current[active]?.focus();
  }, [active]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration: the server cannot see the tab's storage, so the page first renders step 1.
  useEffect(() => {
    const kept = preview ? undefined : rememberedTradeInJourney(site, journey);
    if (!kept) return;
    let current = true;
    setReopening(true);
    void readTradeIn(endpoint, kept).then((outcome) => {
      if (!current) return;
      setReopening(false);
      if (outcome.kind === 'found' && outcome.answer.next_step !== 'complete') {
        setStarted(kept);
        setTradeIn(outcome.answer.trade_in);
        setActive(OPEN_AT[outcome.answer.next_step]);
      } else if (outcome.kind !== 'failed') forgetTradeInJourney(site, journey);
      // Failed: the trade-in may be there still, so it is kept for the next load; this one starts afresh.
    });
    return () => {
      current = false;
    };
  }, []);

  const go = (step: number) => {
    moved.current = true;
    setActive(step);
  };
  const headingRef = (step: number) => (element: HTMLHeadingElement | null) => {
    headings.current[step] = element;
  };
  /** A complete trade-in takes no more steps, so a reload starts afresh. */
  const finish = (answer: TradeInAnswer) => {
    setTradeIn(answer);
    forgetTradeInJourney(site, journey);
    go(DONE);
  };
  const startAgain = () => {
    forgetTradeInJourney(site, journey);
    setStarted(undefined);
    setTradeIn(undefined);
    go(0);
  };
  const completed = tradeIn?.form_completed === true;
  // Back to the rego lookup or the valuation while the trade-in is open; the lead is stored, so step 1 is not taken again.
  const selectable = (step: number) => started !== undefined && !completed && step >= 1 && step < active;
  const valuation = tradeIn?.valuation;

  return (
    <Stack gap="md">
      <TradeInProgress active={active} selectable={selectable} onSelect={go} />
      {reopening && (
        <Group gap="sm" mt="md" role="status">
          <Loader size="sm" />
          <Text>{REOPENING}</Text>
        </Group>
      )}
      {!reopening && active === 0 && (
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
            rememberTradeInJourney(site, journey, answer);
            setStarted(answer);
            go(1);
          }}
        />
      )}
      {active === 1 && started && (
        <RegoStep
          id={`${id}-rego`}
          started={started}
          tradeIn={tradeIn}
          endpoint={`${endpoint}/rego-lookup`}
          headingOrder={stepHeadingOrder}
          headingRef={headingRef(1)}
          onLookedUp={(answer) => {
            setTradeIn(answer.trade_in);
            if (answer.found) go(2);
          }}
          onCarryOn={() => go(2)}
        />
      )}
      {active === 2 && started && (
        <ValuationStep
          id={`${id}-valuation`}
          started={started}
          tradeIn={tradeIn}
          endpoint={`${endpoint}/valuation`}
          headingOrder={stepHeadingOrder}
          headingRef={headingRef(2)}
          onValued={(answer) => {
            // No online estimate completes the trade-in: the dealer calls back.
            if (answer.trade_in.form_completed) return finish(answer.trade_in);
            setTradeIn(answer.trade_in);
            go(3);
          }}
        />
      )}
      {active === 3 && started && valuation && (
        <OfferStep
          id={`${id}-offer`}
          started={started}
          valuation={valuation}
          endpoint={`${endpoint}/offer-acceptance`}
          headingOrder={stepHeadingOrder}
          headingRef={headingRef(3)}
          onAccepted={(answer) => finish(answer.trade_in)}
        />
      )}
      {active === DONE && (
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
      )}
      {started && !reopening && (
        <Group>
          <Button variant="subtle" onClick={startAgain}>
            {START_AGAIN}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
