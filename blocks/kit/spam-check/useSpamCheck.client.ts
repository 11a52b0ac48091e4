'use client';
import { useCallback, useRef, useState } from 'react';
import { isFreshSpamCheck, type SolvedSpamCheck, solveSpamCheck } from '../../../runtime/client/spam-check';

export type SpamCheckState = 'off' | 'waiting' | 'checking' | 'verified' | 'failed';

export interface SpamCheck {
  state: SpamCheckState;
  /** Starts solving, if not already started: when the shopper first touches the form. */
  start: () => void;
  /** The solved check to send, solving (again) first when there is none or it is about to expire; undefined when it failed or the check is off. */
  payload: () => Promise<string | undefined>;
  /** The check was spent on a lead or refused: the next submit solves a new one. */
  discard: () => void;
}

/**
 * A form's spam check (ALTCHA proof of work, runtime/client/spam-check.ts):
 * solved in the background from the shopper's first touch, so it is usually
 * done before they press send. `url` undefined turns it off (the dealer has
 * it off, or the form is a preview in the editor).
 */
export function useSpamCheck(url: string | undefined, solve: typeof solveSpamCheck = solveSpamCheck): SpamCheck {
  const [state, setState] = useState<SpamCheckState>(url ? 'waiting' : 'off');
  const solving = useRef<Promise<SolvedSpamCheck | undefined> | undefined>(undefined);

  const begin = useCallback((): Promise<SolvedSpamCheck | undefined> => {
    if (!url) return Promise.resolve(undefined);
    setState('checking');
    const attempt = solve(url).then(
      (solved) => {
        setState('verified');
        return solved;
      },
      () => {
        setState('failed');
        // A failed attempt is forgotten, so the next touch or submit tries again.
        if (solving.current === attempt) solving.current = undefined;
        return undefined;
      },
    );
    solving.current = attempt;
    return attempt;
  }, [url, solve]);

  const start = useCallback(() => {
    if (!solving.current) void begin();
  }, [begin]);

  const payload = useCallback(async () => {
    if (!url) return undefined;
    let solved = await (solving.current ?? begin());
    if (solved && !isFreshSpamCheck(solved)) solved = await begin();
    return solved?.payload;
  }, [url, begin]);

  const discard = useCallback(() => {
    solving.current = undefined;
    if (url) setState('waiting');
  }, [url]);

  return { state, start, payload, discard };
}
