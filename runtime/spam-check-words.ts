/**
 * What shoppers read about the spam check, on the form and in the server's
 * 400s: one wording for both, outside the server's modules because the
 * form shows them in the browser.
 */
export const SPAM_CHECK_WORDS = {
  waiting: 'A quick spam check runs on this device when you start filling in the form.',
  checking: "Checking you're not a robot…",
  verified: 'Spam check done on this device: no third-party service is used.',
  failed: 'The spam check could not run. Check your connection and try again.',
  retry: 'Try the spam check again',
  /** The server's answer when the form sent no solved check (the dealer has it on). */
  missing: 'Please wait for the spam check to finish, then send the form again.',
  /** A check that is forged, belongs to another site, is too old or was used before. */
  refused: 'The spam check did not pass. Please send the form again.',
} as const;
