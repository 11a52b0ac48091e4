import { formatAud } from '../../runtime/rules/price-display';
import type { Settings } from '../../schemas/settings';

/**
 * Spec (detail §9; search §9): reserve deposit $200 (default shown), 100%
 * refundable, vehicle held 48 hours. The amounts are the dealer's settings,
 * whose defaults are the spec's.
 */
export const REFUNDABLE_TEXT = '100% refundable';

export function reserveTerms({ depositDollars, holdHours }: Pick<Settings['reserveOnline'], 'depositDollars' | 'holdHours'>): string[] {
  return [`${formatAud(depositDollars)} deposit`, REFUNDABLE_TEXT, `Vehicle held for ${holdHours} hours`];
}
