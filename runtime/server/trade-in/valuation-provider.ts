import type { AdjustmentAnswers, TradeInVehicle, Valuation } from '../../../schemas/api/trade-ins';
import type { AustralianState } from '../../rules/rego';

/** Spec detail §7 "Trade-in valuation: payload id, adjustmentAnswers", with the car the lookup found and the kms the shopper typed. */
export interface ValuationRequest {
  vehicle: TradeInVehicle;
  kms: number;
  regoState: AustralianState | undefined;
  adjustmentAnswers: AdjustmentAnswers;
}

export interface ValuationContext {
  dealershipIds: readonly number[];
}

/** What a provider answers: an estimate, or why it gave none. */
export type ProviderValuation = Pick<Valuation, 'outcome' | 'reason' | 'low' | 'high' | 'offer_price' | 'comparables'>;

/**
 * Values a shopper's car (spec §1: "instant trade-in price from an
 * independent valuation tool"). One real adapter over HTTP and a local
 * provider that estimates from the dealer's comparable stock, offline, and
 * says so. Whether a car may be valued online at all (the FAQ's limits) is
 * decided before either is asked.
 */
export interface ValuationProvider {
  readonly kind: 'local' | 'http';
  /** Who gave the estimate, as the shopper reads it beside the figures. */
  readonly source: string;
  value(request: ValuationRequest, context: ValuationContext): Promise<ProviderValuation>;
}
