import type { TradeInAnswer, TradeInNextStep } from '../../schemas/api/trade-ins';

/**
 * Spec detail §4 "Trade-in steps: lead data, rego lookup, valuation, offer
 * acceptance": the step a stored trade-in takes next. Complete once the
 * offer is accepted or no online estimate could be given (the dealer calls
 * back); the offer once it has an estimate; the valuation once the lookup
 * found the car; otherwise the rego lookup, a plate the lookup did not find
 * included (the shopper looks again or carries on from there).
 */
export function tradeInNextStep(tradeIn: Pick<TradeInAnswer, 'form_completed' | 'valuation' | 'vehicle'>): TradeInNextStep {
  if (tradeIn.form_completed) return 'complete';
  if (tradeIn.valuation?.outcome === 'estimate') return 'offer-acceptance';
  if (tradeIn.vehicle) return 'valuation';
  return 'rego-lookup';
}
