import { adjustmentAnswersSchema, type NO_ESTIMATE_REASONS, type TradeInAnswer } from '../../../schemas/api/trade-ins';
import { ONLINE_ESTIMATE_MAX_AGE_YEARS, ONLINE_ESTIMATE_MAX_KMS } from '../../rules/online-estimate';
import { formatAud } from '../../rules/price-display';
import { vehicleTitle } from './delivered-lead';

/**
 * What a dealer is told of a lead's trade-in, in words: the email's summary
 * and the ADF's comments say the same things. The car's own facts (year,
 * make, model, kms, price) have ADF elements of their own; these lines say
 * the rest.
 */

/** Why a car got no online estimate, as the dealer reads it (spec detail §9, the trade-in FAQ). */
const NO_ESTIMATE_FOR_DEALER: Readonly<Record<(typeof NO_ESTIMATE_REASONS)[number], string>> = {
  'over-age': `over ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years old`,
  'over-km': `over ${ONLINE_ESTIMATE_MAX_KMS.toLocaleString('en-AU')} km`,
  'no-comparables': 'nothing comparable to value it from',
  'unknown-vehicle': 'the rego lookup did not find the car',
  unavailable: 'the valuation service did not answer',
};

/** "ABC123 (QLD)", once the shopper has given a rego. */
export function registrationOf(tradeIn: TradeInAnswer): string | undefined {
  if (!tradeIn.rego) return undefined;
  return tradeIn.rego_state ? `${tradeIn.rego} (${tradeIn.rego_state})` : tradeIn.rego;
}

/** The shopper's answers about their car, each under the question the form asks. */
export function adjustmentAnswerLines(tradeIn: TradeInAnswer): string[] {
  const answers = tradeIn.adjustment_answers;
  if (!answers) return [];
  return (Object.keys(adjustmentAnswersSchema.properties) as (keyof typeof answers)[]).map(
    (question) => `${adjustmentAnswersSchema.properties[question].description.replace(/[.?]$/, '')}: ${answers[question]}`,
  );
}

/** "Estimate $22,800 – $25,200 (source); offer $22,800, subject to inspection: accepted", or why there is none; undefined before the valuation. */
export function valuationWords(tradeIn: TradeInAnswer): string | undefined {
  const valuation = tradeIn.valuation;
  if (!valuation) return undefined;
  if (valuation.outcome === 'no-estimate')
    return `No online estimate: ${valuation.reason ? NO_ESTIMATE_FOR_DEALER[valuation.reason] : 'none given'}. The shopper expects a call back.`;
  const range =
    valuation.low !== undefined && valuation.high !== undefined
      ? `Estimate ${formatAud(valuation.low)} – ${formatAud(valuation.high)} (${valuation.source})`
      : `Estimate (${valuation.source})`;
  const offer = offerPriceOf(tradeIn);
  const offered = offer === undefined ? '' : `; offer ${formatAud(offer)}, subject to inspection`;
  return `${range}${offered}: ${tradeIn.offer_accepted ? 'accepted by the shopper' : 'not accepted yet'}.`;
}

/** The dealer's offer for the car, once it has an estimate. */
export function offerPriceOf(tradeIn: TradeInAnswer): number | undefined {
  return tradeIn.valuation?.outcome === 'estimate' ? (tradeIn.offer_price ?? tradeIn.valuation.offer_price) : undefined;
}

/** The email summary's lines about the trade-in: the car, its answers and its valuation. */
export function tradeInSummaryLines(tradeIn: TradeInAnswer): string[] {
  const registration = registrationOf(tradeIn);
  const car = tradeIn.vehicle
    ? [vehicleTitle(tradeIn.vehicle), registration && `registration ${registration}`, tradeIn.kms !== undefined && `${tradeIn.kms.toLocaleString('en-AU')} km`]
    : [
        registration ? `registration ${registration}, not found by the rego lookup` : 'no rego looked up yet',
        tradeIn.kms !== undefined && `${tradeIn.kms.toLocaleString('en-AU')} km`,
      ];
  return [`Trade-in: ${car.filter(Boolean).join(', ')}`, ...adjustmentAnswerLines(tradeIn), ...[valuationWords(tradeIn)].filter((line) => line !== undefined)];
}
