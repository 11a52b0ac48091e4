import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { createLeadDeliveriesRepository, type LeadDeliveryRow } from '../repositories/lead-deliveries';
import type { SiteService } from '../site-service';
import { FIRST_RETRY_DELAY_MS, isLastAttempt, retryDelayMs } from './delivery-backoff';
import { parseDestinationKey } from './lead-destination';
import type { LeadSenders } from './lead-senders';
import { loadDeliveredLead } from './load-delivered-lead';
import { UndeliverableLead } from './undeliverable-lead';

/** How often a server looks for leads due (a new lead does not wait for it: the route kicks the worker). */
export const POLL_INTERVAL_MS = 2_000;
/**
 * How long a claimed row is this worker's. Far longer than a send may take
 * (SMTP and webhook timeouts are 10 to 30 seconds), so a slow send is never
 * taken for a dead worker's; a worker that did die has its rows sent by
 * another server, or by itself after a restart, once this runs out.
 */
export const DELIVERY_LEASE_MS = 2 * 60_000;
/** Rows claimed at once; they are sent side by side, well inside the lease. */
export const DELIVERIES_PER_CLAIM = 10;
/** A destination's error text is kept for people to read, not whole pages of it. */
const MAX_ERROR_LENGTH = 1000;

/** What the leads route needs of the worker: to be told a lead is waiting. */
export interface LeadDeliveryKick {
  kick(): void;
}

export interface LeadDeliveryWorkerOptions {
  db: Kysely<Database>;
  /** The published sites, for the dealer's name and address each lead carries. */
  sites: Pick<SiteService, 'bySiteKey'>;
  senders: LeadSenders;
  clock?: () => Date;
  /** For the retry delays' jitter; [0, 1) as Math.random. */
  random?: () => number;
  log?: (message: string) => void;
  pollIntervalMs?: number;
  /** How long a claim holds a row: a server that died holding it leaves it this long. */
  leaseMs?: number;
  /** The wait before the first retry of a failed send, doubling after (delivery-backoff.ts). */
  firstRetryDelayMs?: number;
}

/** What one round did: rows claimed, and how each ended. */
export interface DeliveryRound {
  claimed: number;
  delivered: number;
  retrying: number;
  gaveUp: number;
}

type Outcome = 'delivered' | 'retrying' | 'gave-up';

/**
 * Sends the lead outbox (lead_deliveries): claims due rows under a lease,
 * sends each, and records the outcome: delivered, or tried again later with
 * exponential backoff, or given up and kept (after MAX_DELIVERY_ATTEMPTS, or
 * at once for a failure no retry can mend, UndeliverableLead).
 *
 * Each lead reaches each destination once, except across a crash in the
 * moment between a destination accepting it and the row being marked
 * delivered (no outbox can close that window: the send and the database
 * commit are two systems). The window is kept to the one statement that
 * marks the row, right after its own send; and a repeat carries what a
 * receiver needs to drop it: the same Message-ID for an email, the same
 * X-Lead-Id and Idempotency-Key for a webhook.
 */
export function createLeadDeliveryWorker({
  db,
  sites,
  senders,
  clock = () => new Date(),
  random = Math.random,
  log = console.error,
  pollIntervalMs = POLL_INTERVAL_MS,
  leaseMs = DELIVERY_LEASE_MS,
  firstRetryDelayMs = FIRST_RETRY_DELAY_MS,
}: LeadDeliveryWorkerOptions) {
  const deliveries = createLeadDeliveriesRepository(db);
  /** This worker's name on the rows it claims; a new one per process, so a restarted server never takes its dead self's claim for its own. */
  const claimedBy = randomUUID();

  async function send(row: LeadDeliveryRow): Promise<void> {
    const destination = parseDestinationKey(row.destination);
    if (!destination) throw new UndeliverableLead(`"${row.destination}" is no destination this server knows.`);
    const delivered = await loadDeliveredLead(db, sites, row.lead_id);
    if (!delivered) throw new UndeliverableLead(`Lead ${row.lead_id} is not stored.`);
    // The store never queues a spam lead; should a row ever name one, it is still never sent.
    if (delivered.lead.spam) throw new UndeliverableLead('A lead that filled the hidden field is never delivered.');
    if (destination.kind === 'email') await senders.email(delivered, destination.address);
    else await senders.webhook(delivered, destination.url);
  }

  async function deliverOne(row: LeadDeliveryRow, now: Date): Promise<Outcome> {
    try {
      await send(row);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      if (error instanceof UndeliverableLead || isLastAttempt(row.attempts)) {
        await deliveries.markFailed(row, claimedBy, { error: message, now });
        log(`Gave up delivering lead ${row.lead_id} to ${row.destination} after ${row.attempts} ${row.attempts === 1 ? 'attempt' : 'attempts'}: ${message}`);
        return 'gave-up';
      }
      await deliveries.markFailed(row, claimedBy, { error: message, now, retryAt: new Date(now.getTime() + retryDelayMs(row.attempts, random, firstRetryDelayMs)) });
      return 'retrying';
    }
    // Outside the try: a send that succeeded is never recorded as failed, and so never repeated on purpose.
    await deliveries.markDelivered(row, claimedBy, now);
    return 'delivered';
  }

  /** One round at `now`: claims what is due (up to DELIVERIES_PER_CLAIM) and sends it. */
  async function deliverDue(now: Date = clock()): Promise<DeliveryRound> {
    const rows = await deliveries.claimDue({ claimedBy, now, leaseMs, limit: DELIVERIES_PER_CLAIM });
    const outcomes = await Promise.all(rows.map((row) => deliverOne(row, now)));
    const count = (outcome: Outcome) => outcomes.filter((each) => each === outcome).length;
    return { claimed: rows.length, delivered: count('delivered'), retrying: count('retrying'), gaveUp: count('gave-up') };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let stopped = true;

  /** Rounds until nothing is due; a kick while one runs makes it look once more when done, never two at once. */
  function run(): void {
    if (running) {
      runAgain = true;
      return;
    }
    running = (async () => {
      do {
        runAgain = false;
        try {
          while (!stopped && (await deliverDue()).claimed === DELIVERIES_PER_CLAIM);
        } catch (error) {
          log(`Lead delivery stopped for this round and tries again in ${pollIntervalMs} ms: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (runAgain && !stopped);
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    deliverDue,
    /** Polls every pollIntervalMs from now on; the timer never keeps the process alive by itself. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(run, pollIntervalMs);
      timer.unref();
      run();
    },
    /** A lead was just stored: look now rather than at the next poll. */
    kick(): void {
      if (!stopped) run();
    },
    /** Stops polling and waits for the round under way, whose sends are then all recorded. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type LeadDeliveryWorker = ReturnType<typeof createLeadDeliveryWorker>;
