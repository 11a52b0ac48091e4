import { leadFailureMessage } from '../../../runtime/rules/lead-submit';
import type { RequestError } from '../../../schemas/api/request-errors';

/** How long to wait before sending the same attempt again after the network failed: twice, then the shopper is told. */
export const NETWORK_RETRY_DELAYS_MS = [600, 1500] as const;

export type PostOutcome<Accepted, Expected extends number = never> =
  | { kind: 'accepted'; accepted: Accepted }
  /** A 400: the fields the server refused, in its words. */
  | { kind: 'refused'; fields: RequestError['fields'] }
  /** A status the caller asked to read itself (`expected`), with the server's answer. */
  | ([Expected] extends [never] ? never : { kind: 'answered'; status: Expected; answer: unknown })
  | { kind: 'failed'; message: string };

export interface PostOptions {
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
}

/** What a caller reads itself, and how its failures are worded. */
export interface PostReading<Expected extends number> extends PostOptions {
  /** Statuses that are answers to act on rather than failures (a 409 "someone else has just reserved this car"): passed back as `answered`. */
  expected?: readonly Expected[];
  /** What the shopper is told when every try failed to reach the server. Default: the spec's "An unexpected error occured" (§8). */
  networkFailure?: string;
  /** What the shopper is told for any other failure. Default: the server's message, or "An unexpected error occured" (§8). */
  failureMessage?: (answer: unknown) => string;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function refusedFields(answer: unknown): RequestError['fields'] {
  const fields = answer !== null && typeof answer === 'object' ? (answer as { fields?: unknown }).fields : undefined;
  return Array.isArray(fields) ? fields.filter((field): field is RequestError['fields'][number] => typeof field?.field === 'string' && typeof field?.message === 'string') : [];
}

/**
 * Sends one submit attempt as a JSON POST. When the network fails the same
 * body is sent again (it carries the idempotency key, or names the record it
 * adds to), so an attempt that reached the server before the connection
 * dropped is answered, not stored twice. An answer, good or bad, is never
 * retried. `accept` reads a success answer; one it cannot read is a failure,
 * shown in the server's words or the spec's "An unexpected error occured" (§8).
 * A status in `expected` is handed back with its answer for the caller to read.
 */
export async function postForm<Accepted, const Expected extends number = never>(
  url: string,
  body: unknown,
  accept: (answer: unknown) => Accepted | undefined,
  { fetch: send = fetch, wait = pause, expected = [], networkFailure, failureMessage = leadFailureMessage }: PostReading<Expected> = {},
): Promise<PostOutcome<Accepted, Expected>> {
  const json = JSON.stringify(body);
  for (let retry = 0; ; retry++) {
    let response: Response;
    try {
      response = await send(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: json });
    } catch {
      if (retry === NETWORK_RETRY_DELAYS_MS.length) return { kind: 'failed', message: networkFailure ?? leadFailureMessage(undefined) };
      await wait(NETWORK_RETRY_DELAYS_MS[retry]);
      continue;
    }
    const answer: unknown = await response.json().catch(() => undefined);
    const accepted = response.ok ? accept(answer) : undefined;
    if (accepted !== undefined) return { kind: 'accepted', accepted };
    if ((expected as readonly number[]).includes(response.status)) return { kind: 'answered', status: response.status as Expected, answer } as PostOutcome<Accepted, Expected>;
    const fields = response.status === 400 ? refusedFields(answer) : [];
    return fields.length > 0 ? { kind: 'refused', fields } : { kind: 'failed', message: failureMessage(answer) };
  }
}
