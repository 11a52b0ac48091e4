import type { TradeInVehicle } from '../../../schemas/api/trade-ins';
import type { AustralianState } from '../../rules/rego';

/** Spec detail §7 "Rego lookup: payload rego, regoState". */
export interface RegoLookupRequest {
  /** Letters and digits, upper case (runtime/rules/rego.ts). */
  rego: string;
  regoState: AustralianState;
}

/** Whose stock and which day: the local provider answers from the dealer's own records. */
export interface RegoLookupContext {
  dealershipIds: readonly number[];
  today: Date;
}

/** Found, not on record, or the service could not answer (the shopper carries on; the dealer values the car in person). */
export type RegoLookupResult = { found: true; vehicle: TradeInVehicle } | { found: false; reason: 'not-found' | 'unavailable' };

/**
 * Finds the car a registration belongs to: make, model, year, badge, body
 * and so on. One real adapter (an HTTP vehicle-data service) and a local
 * provider that works offline and says so.
 */
export interface RegoLookup {
  readonly kind: 'local' | 'http';
  /** Where the facts come from, as the shopper reads it beside them. */
  readonly source: string;
  lookUp(request: RegoLookupRequest, context: RegoLookupContext): Promise<RegoLookupResult>;
}
