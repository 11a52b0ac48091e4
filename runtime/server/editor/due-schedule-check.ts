import type { Kysely } from 'kysely';
import type { BlockRegistry } from '../../registry';
import type { Database } from '../db/types';
import { publishDueSchedules } from './scheduled-publishing';

/**
 * How often one server process looks for schedules that are due. A
 * scheduled publish goes live at most this late; the look is one indexed
 * query, so a busy site pays for it once per interval, not per request.
 */
export const SCHEDULE_CHECK_INTERVAL_MS = 15_000;

/**
 * A due-schedule check that runs at most once per `intervalMs` however often
 * it is called (the site service calls it on every request), and never
 * throws: a failed check is logged and the site is served as it is.
 */
export function createDueScheduleCheck(db: Kysely<Database>, registry: BlockRegistry, intervalMs = SCHEDULE_CHECK_INTERVAL_MS, clock: () => Date = () => new Date()) {
  let lastCheck = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  return function publishWhatIsDue(): Promise<void> {
    const now = clock();
    if (running) return running;
    if (now.getTime() - lastCheck < intervalMs) return Promise.resolve();
    lastCheck = now.getTime();
    running = publishDueSchedules(db, registry, now)
      .then(() => undefined)
      .catch((error: unknown) => console.error('Checking for scheduled publishes failed:', error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

/** Kept on globalThis: Next.js may evaluate this module more than once, and a server runs one timer. */
const shared = globalThis as typeof globalThis & { dealerScheduledPublishing?: ReturnType<typeof setInterval> };

/**
 * The server process's timer (started beside the database, apps/web/lib/platform.ts):
 * a schedule goes live at its time even when no shopper asks for the site.
 */
export function startScheduledPublishing(db: Kysely<Database>, registry: BlockRegistry): void {
  if (shared.dealerScheduledPublishing) return;
  const check = createDueScheduleCheck(db, registry);
  shared.dealerScheduledPublishing = setInterval(() => void check(), SCHEDULE_CHECK_INTERVAL_MS);
  // A server stopping is not held up by the timer.
  shared.dealerScheduledPublishing.unref?.();
}
