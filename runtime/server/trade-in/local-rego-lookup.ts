import type { TradeInVehicle } from '../../../schemas/api/trade-ins';
import type { createTradeInStockRepository } from '../repositories/trade-in-stock';
import type { RegoLookup } from './rego-lookup';

export const LOCAL_REGO_LOOKUP_SOURCE = "Local rego lookup (demo): this dealer's own records, not a registration service";

interface DemoRego extends Omit<TradeInVehicle, 'year'> {
  /** The car is always this old, so the demo behaves the same every year. */
  yearsOld: number;
}

/**
 * Registrations the local provider knows in every state, for trying the
 * trade-in without a vehicle-data service: one valued from comparable stock
 * on the demo dealers, one too old for an online estimate (spec detail §9,
 * Trade-in FAQ), and one the demo stock has nothing like.
 */
export const DEMO_REGOS: Readonly<Record<string, DemoRego>> = {
  TRADE1: { make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', body: 'Hatch', colour: 'Glacier White', fuel: 'Hybrid', transmission: 'Automatic', yearsOld: 3 },
  OLDCAR1: { make: 'Holden', model: 'Commodore', badge: 'SV6', body: 'Sedan', colour: 'Phantom Black', fuel: 'Petrol', transmission: 'Automatic', yearsOld: 12 },
  RARE1: { make: 'Morgan', model: 'Plus Four', badge: 'Roadster', body: 'Convertible', colour: 'British Racing Green', fuel: 'Petrol', transmission: 'Manual', yearsOld: 4 },
};

type StockRecords = Pick<ReturnType<typeof createTradeInStockRepository>, 'byRegplate'>;

/**
 * Works offline: a plate of the dealer's own stock (a car it sold comes back
 * as a trade-in) is answered from its record, then the demo registrations;
 * any other plate is not found. Deterministic: the same plate, state and
 * day always give the same car.
 */
export function createLocalRegoLookup(stock: StockRecords): RegoLookup {
  return {
    kind: 'local',
    source: LOCAL_REGO_LOOKUP_SOURCE,
    async lookUp({ rego, regoState }, { dealershipIds, today }) {
      const record = await stock.byRegplate(dealershipIds, rego, regoState);
      if (record) {
        const vehicle = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== '')) as TradeInVehicle;
        return { found: true, vehicle };
      }
      const demo = DEMO_REGOS[rego];
      if (!demo) return { found: false, reason: 'not-found' };
      const { yearsOld, ...facts } = demo;
      return { found: true, vehicle: { ...facts, year: today.getUTCFullYear() - yearsOld } };
    },
  };
}
