import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { createTradeInStockRepository } from '../repositories/trade-in-stock';
import { createHttpRegoLookup } from './http-rego-lookup';
import { createHttpValuation } from './http-valuation';
import { createLocalRegoLookup } from './local-rego-lookup';
import { createLocalValuation } from './local-valuation';
import type { RegoLookup } from './rego-lookup';
import type { ServiceSettings } from './service-answer';
import type { ValuationProvider } from './valuation-provider';

export interface TradeInProviders {
  regoLookup: RegoLookup;
  valuation: ValuationProvider;
}

function serviceFromEnv(url: string | undefined, token: string | undefined): ServiceSettings | undefined {
  const address = url?.trim();
  const secret = token?.trim();
  return address && secret ? { url: address, token: secret } : undefined;
}

/**
 * The HTTP services where both their address and token are set
 * (REGO_LOOKUP_URL and REGO_LOOKUP_TOKEN; VALUATION_URL and VALUATION_TOKEN),
 * otherwise the local providers, which work offline on the dealer's stock and
 * say so on screen. Each is chosen on its own.
 */
export function tradeInProvidersFromEnv(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): TradeInProviders {
  const stock = createTradeInStockRepository(db);
  const regoService = serviceFromEnv(env.REGO_LOOKUP_URL, env.REGO_LOOKUP_TOKEN);
  const valuationService = serviceFromEnv(env.VALUATION_URL, env.VALUATION_TOKEN);
  return {
    regoLookup: regoService ? createHttpRegoLookup(regoService) : createLocalRegoLookup(stock),
    valuation: valuationService ? createHttpValuation(valuationService) : createLocalValuation(stock),
  };
}
