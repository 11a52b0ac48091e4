import { type LeadFormRules, leadRequirementErrors } from '../../runtime/rules/lead-requirements';
import { TRADE_IN_FORM } from '../../schemas/api/trade-ins';
import type { DealershipChoice } from '../kit/lead-form/layout';
import type { WantedCar } from './load';

/** What step 1 asks besides name, phone and email: the dealership (when one must be chosen) and the terms (where the dealer asks). */
export interface TradeInLeadLayout {
  /** Spec §3 "Valuation form fields": location_id on the dealership select, auto-selected when it has one choice (§4). */
  dealership?: { choices: DealershipChoice[]; chosen: string };
  terms: boolean;
}

/** What the dealer's rules require of a trade-in lead (`leadRequirementErrors` on an empty one), so the browser asks what the server insists on. */
export function tradeInLeadLayout(
  rules: LeadFormRules,
  car: Pick<WantedCar, 'dealership_slug' | 'location_id'> | undefined,
  locations: readonly DealershipChoice[],
): TradeInLeadLayout {
  const missing = new Set(leadRequirementErrors({ form: TRADE_IN_FORM, ...(car ? { dealership_slug: car.dealership_slug } : {}) }, rules).map((error) => error.field));
  const dealershipRequired = missing.has('/dealership_slug') || missing.has('/location_id');
  const carLocation = locations.find((location) => location.id === car?.location_id);
  return {
    ...(dealershipRequired && locations.length > 0
      ? { dealership: { choices: [...locations], chosen: locations.length === 1 ? String(locations[0].id) : carLocation ? String(carLocation.id) : '' } }
      : {}),
    terms: missing.has('/terms_accepted'),
  };
}
