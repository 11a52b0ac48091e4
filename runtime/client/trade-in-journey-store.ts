import { TRADE_IN_ID_PATTERN, TRADE_IN_TOKEN_PATTERN, type TradeInStartAnswer } from '../../schemas/api/trade-ins';
import { sessionStorageIfAny } from './session-ids';

/**
 * The trade-in a browser tab has under way, kept so a reload reopens it:
 * its id, the token that alone reaches it, and its first lead. In
 * sessionStorage, so it lives as long as the tab and no longer (a shared
 * computer's next user does not inherit it), and never in an address,
 * where history, logs and a shared link would keep the token. Kept per site
 * (under /sites/{slug} several sites share one origin) and per journey (the
 * block, and the car it is towards). Blocked or full storage forgets
 * quietly: the journey works, it only does not survive a reload.
 */
export const tradeInJourneyKey = (site: string, journey: string) => `trade-in-journey:${site}:${journey}`;

const TRADE_IN_ID = new RegExp(TRADE_IN_ID_PATTERN);
const TRADE_IN_TOKEN = new RegExp(TRADE_IN_TOKEN_PATTERN);

function isStarted(value: unknown): value is TradeInStartAnswer {
  if (value === null || typeof value !== 'object') return false;
  const { trade_in_id, token, lead_id } = value as Record<string, unknown>;
  return (
    typeof trade_in_id === 'string' && TRADE_IN_ID.test(trade_in_id) && typeof token === 'string' && TRADE_IN_TOKEN.test(token) && typeof lead_id === 'string' && lead_id !== ''
  );
}

export function rememberTradeInJourney(site: string, journey: string, started: TradeInStartAnswer, session = sessionStorageIfAny()): void {
  try {
    const { trade_in_id, token, lead_id } = started;
    session?.setItem(tradeInJourneyKey(site, journey), JSON.stringify({ trade_in_id, token, lead_id }));
  } catch {
    // See above.
  }
}

/** The journey's trade-in, when one is kept and reads as one; anything else is nothing. */
export function rememberedTradeInJourney(site: string, journey: string, session = sessionStorageIfAny()): TradeInStartAnswer | undefined {
  try {
    const stored: unknown = JSON.parse(session?.getItem(tradeInJourneyKey(site, journey)) ?? 'null');
    return isStarted(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function forgetTradeInJourney(site: string, journey: string, session = sessionStorageIfAny()): void {
  try {
    session?.removeItem(tradeInJourneyKey(site, journey));
  } catch {
    // See above.
  }
}
