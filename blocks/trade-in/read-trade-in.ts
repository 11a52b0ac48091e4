import type { TradeInStartAnswer, TradeInStateAnswer } from '../../schemas/api/trade-ins';

export type ReadOutcome =
  /** The trade-in as stored, and where it reopens. */
  | { kind: 'found'; answer: TradeInStateAnswer }
  /** No such trade-in for this token (an old tab's, another site's): start afresh. */
  | { kind: 'gone' }
  /** No answer, or not one to trust: the trade-in may well be there still. */
  | { kind: 'failed' };

const isStateAnswer = (answer: unknown, tradeInId: string): answer is TradeInStateAnswer =>
  answer !== null &&
  typeof answer === 'object' &&
  typeof (answer as TradeInStateAnswer).next_step === 'string' &&
  (answer as TradeInStateAnswer).trade_in?.trade_in_id === tradeInId;

/**
 * GET /api/trade-ins/{id} on this site, the token in the Authorization
 * header, never in the address (where history and logs keep it).
 */
export async function readTradeIn(endpoint: string, started: Pick<TradeInStartAnswer, 'trade_in_id' | 'token'>, send: typeof fetch = fetch): Promise<ReadOutcome> {
  try {
    const response = await send(`${endpoint}/${encodeURIComponent(started.trade_in_id)}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json', authorization: `Bearer ${started.token}` },
    });
    if (response.status === 404) return { kind: 'gone' };
    const answer: unknown = await response.json().catch(() => undefined);
    return response.ok && isStateAnswer(answer, started.trade_in_id) ? { kind: 'found', answer } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
