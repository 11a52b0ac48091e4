/** The sign-in page's messages, shared by the server (429 answers) and the page. */
export function tooManySignInAttempts(retryAfterSeconds: number): string {
  return `Too many sign-in attempts from here. Wait ${waitFor(retryAfterSeconds)} and try again.`;
}

export const WRONG_EMAIL_OR_PASSWORD = 'That email and password do not match an editor account.';

export const SIGN_IN_FAILED = 'Signing in did not work just now. Check your connection and try again.';

function waitFor(retryAfterSeconds: number): string {
  return retryAfterSeconds <= 60 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
}

/** Said when one account (not one address) has had too many wrong passwords. */
export function tooManyAttemptsForAccount(retryAfterSeconds: number): string {
  return `Too many wrong passwords for this account. Wait ${waitFor(retryAfterSeconds)} and try again.`;
}

/** Said when one mobile number has been sent as many codes as it may have for now. */
export function tooManyCodesForNumber(retryAfterSeconds: number): string {
  return `Too many codes have been sent to this number. Wait ${waitFor(retryAfterSeconds)} and try again.`;
}
