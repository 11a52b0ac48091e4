import { ajv } from '../../../schemas/ajv';
import { MAX_STORED_INTEGER } from '../../../schemas/common';
import type { ProviderValuation, ValuationProvider } from './valuation-provider';
import { knownFields, postToService, type ServiceSettings } from './service-answer';

export const HTTP_VALUATION_SOURCE = 'Estimate from an independent valuation tool';

const dollars = { type: 'integer', minimum: 0, maximum: MAX_STORED_INTEGER } as const;
const validateEstimate = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['low', 'high'],
  properties: { low: dollars, high: dollars, offer_price: dollars },
});

interface ServiceEstimate {
  low: number;
  high: number;
  offer_price?: number;
}

/**
 * A valuation service over HTTP (VALUATION_URL, VALUATION_TOKEN): it gets
 * `POST {make, model, year, badge, body, kms, regoState, adjustmentAnswers}`
 * and answers 200 `{low, high, offer_price?}` in whole dollars, or 404 when
 * it cannot value the car. The offer is the lower figure unless the service
 * names one inside the range. Anything else is "unavailable", logged: the
 * shopper is told there is no online estimate and the dealer calls back.
 */
export function createHttpValuation(settings: ServiceSettings, send: typeof fetch = fetch, log: (message: string) => void = console.error): ValuationProvider {
  return {
    kind: 'http',
    source: HTTP_VALUATION_SOURCE,
    async value({ vehicle, kms, regoState, adjustmentAnswers }): Promise<ProviderValuation> {
      try {
        const answer = await postToService(settings, { ...vehicle, kms, regoState, adjustmentAnswers }, send);
        if (answer.status === 404) return { outcome: 'no-estimate', reason: 'no-comparables' };
        const estimate = answer.status === 200 ? knownFields<ServiceEstimate>(answer.body, ['low', 'high', 'offer_price'], validateEstimate) : undefined;
        if (estimate && estimate.low <= estimate.high) {
          const offer = estimate.offer_price !== undefined && estimate.offer_price >= estimate.low && estimate.offer_price <= estimate.high ? estimate.offer_price : estimate.low;
          return { outcome: 'estimate', low: estimate.low, high: estimate.high, offer_price: offer };
        }
        log(`Valuation service answered ${answer.status} without a readable estimate.`);
      } catch (error) {
        log(`Valuation service did not answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { outcome: 'no-estimate', reason: 'unavailable' };
    },
  };
}
