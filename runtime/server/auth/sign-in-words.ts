/** The sign-in page's messages, shared by the server (429 answers) and the page. */
export function tooManySignInAttempts(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds <= 60 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many sign-in attempts from here. Wait ${wait} and try again.`;
}

export const WRONG_EMAIL_OR_PASSWORD = 'That email and password do not match an editor account.';

export const SIGN_IN_FAILED = 'Signing in did not work just now. Check your connection and try again.';
