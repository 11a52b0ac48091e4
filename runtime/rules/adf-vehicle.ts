import type { StoredLeadForm } from '../../schemas/api/leads';
import type { Car } from '../../schemas/entities/car';

/**
 * ADF 1.0, the auto-lead data format dealer CRMs read: a <vehicle> element
 * says what the shopper wants with the car (`interest`) and whether it is
 * new or used (`status`). These are the values the standard allows.
 */
export const ADF_INTERESTS = ['buy', 'lease', 'sell', 'trade-in', 'test-drive'] as const;
export type AdfInterest = (typeof ADF_INTERESTS)[number];
export type AdfStatus = 'new' | 'used';

/** Spec detail §5 extra field "trade-in yes/no": the answer that means the shopper has a car to trade. */
export const TRADE_IN_YES = 'yes';

/**
 * A test drive form asks to drive the car; every other form (an enquiry, a
 * finance or photo request about it, a contact or careers message) and an
 * online reservation file as interest in buying, ADF's default.
 */
export function adfInterestOf(form: StoredLeadForm): AdfInterest {
  return form === 'test-drive' ? 'test-drive' : 'buy';
}

/**
 * A demonstrator has been registered and driven, so it is used, as the
 * spec's event ids count it (§9: new or used). A lead without a car is about
 * the dealer's new range (a car-less test drive books as a new-car one), and
 * new is ADF's default.
 */
export function adfStatusOf(car?: Pick<Car, 'car_type'>): AdfStatus {
  return car === undefined || car.car_type === 'new' ? 'new' : 'used';
}

/** A shopper who answered yes to trade-in gets a second <vehicle interest="trade-in" status="used">: their own car. */
export function offersTradeIn(answers: { trade_in?: unknown }): boolean {
  return answers.trade_in === TRADE_IN_YES;
}
