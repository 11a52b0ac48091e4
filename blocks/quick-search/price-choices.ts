import { formatAud } from '../../runtime/rules/price-display';

/** Budgets offered as "Up to …": the steps shoppers budget in. */
export const MAX_PRICE_CHOICES = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const;

export function maxPriceLabel(amount: number): string {
  return `Up to ${formatAud(amount)}`;
}
