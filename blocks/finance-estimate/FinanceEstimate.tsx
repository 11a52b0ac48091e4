import { Box, Button, Paper, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { FINANCE_TERM_YEARS, financeDecision } from '../../runtime/rules/finance-estimate';
import { financeRoute } from '../../runtime/rules/finance-route';
import { formatAud } from '../../runtime/rules/price-display';
import { calculatorAmount, defaultCalculatorDeposit } from '../../runtime/rules/repayment-calculator';
import { siteLink } from '../kit/site-links/site-link';
import { EditorNote } from '../../runtime/render/EditorNote';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { FinanceCalculator } from './islands.client';
import { FinanceFacts } from './FinanceFacts';
import { estimateFacts, PERIOD_WORDS, REFUSAL_NOTES } from './finance-words';
import type { FinanceEstimateProps } from './schema';

/**
 * The lender's estimate when the spec's rules allow it, a repayment
 * calculator and the Get Finance button. A sold car or a dealer without
 * finance gets nothing; a car without a qualifying lender estimate still
 * gets the calculator and the button.
 */
export function FinanceEstimate({ id, props, site }: BlockRenderInput<FinanceEstimateProps, undefined>) {
  const { car } = site;
  if (!car) return <NoCarNote site={site} label="Finance estimate" />;
  const { settings, texts } = site.document;
  const decision = financeDecision(car, settings.finance, site.now);
  if (!decision.shown && (decision.refusal === 'dealer-excluded' || decision.refusal === 'unavailable')) {
    return <EditorNote site={site}>{REFUSAL_NOTES[decision.refusal]}</EditorNote>;
  }
  const estimate = decision.shown ? decision.estimate : undefined;
  const headingId = `${id}-heading`;
  const calculatorHeadingId = `${id}-calculator-heading`;
  const button = siteLink(site, financeRoute(car, settings));
  const price = calculatorAmount(car.price);
  return (
    <Box py="lg" px="md" maw={1320} mx="auto">
      <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title id={headingId} order={props.headingLevel}>
            {props.heading}
          </Title>
          {!decision.shown && <EditorNote site={site}>{REFUSAL_NOTES[decision.refusal]}</EditorNote>}
          {estimate && (
            <>
              <Text component="p" m={0} fz={36} fw={700} lh={1.1}>
                {formatAud(estimate.payment)}{' '}
                <Text span fz="lg" fw={500}>
                  {PERIOD_WORDS[estimate.period]}
                </Text>
              </Text>
              <FinanceFacts facts={estimateFacts(estimate)} />
            </>
          )}
          <Stack gap="xs">
            <Text fw={600}>{texts.preApprovedCta}</Text>
            <Button component="a" href={button.href} rel={button.rel} size="md" data-button="get-finance">
              {texts.financeButton}
            </Button>
          </Stack>
          {props.showCalculator && (
            <Box component="section" aria-labelledby={calculatorHeadingId}>
              <Title id={calculatorHeadingId} order={(props.headingLevel + 1) as 3 | 4} mb="sm">
                {props.calculatorHeading}
              </Title>
              <FinanceCalculator price={price} deposit={defaultCalculatorDeposit(price)} termYears={FINANCE_TERM_YEARS} interestRate={settings.finance.defaultInterestRate} />
            </Box>
          )}
          <Stack gap={4}>
            <Text fz="sm" c="gray.7">
              {props.disclaimer}
            </Text>
            {estimate?.lenderDisclaimer && (
              <Text fz="sm" c="gray.7">
                {estimate.lenderDisclaimer}
              </Text>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
