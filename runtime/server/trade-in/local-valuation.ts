import { comparableStockEstimate } from '../../rules/comparable-stock-valuation';
import type { createTradeInStockRepository } from '../repositories/trade-in-stock';
import type { ValuationProvider } from './valuation-provider';

export const LOCAL_VALUATION_SOURCE = "Estimate from this dealer's comparable stock (local valuation provider)";

type StockPrices = Pick<ReturnType<typeof createTradeInStockRepository>, 'comparablePrices'>;

/** Works offline: the estimate from the dealer's comparable stock (runtime/rules/comparable-stock-valuation.ts). */
export function createLocalValuation(stock: StockPrices): ValuationProvider {
  return {
    kind: 'local',
    source: LOCAL_VALUATION_SOURCE,
    async value({ vehicle, kms, adjustmentAnswers }, { dealershipIds }) {
      const car = { make: vehicle.make, model: vehicle.model, year: vehicle.year, kms };
      return comparableStockEstimate(car, adjustmentAnswers, await stock.comparablePrices(dealershipIds, car));
    },
  };
}
