import { SIGN_IN_ATTEMPTS } from './auth';
import { tooManySignInAttempts } from './sign-in-words';

/**
 * better-auth's answer as the sign-in page shows it. Its 429 says only
 * "Too many requests"; this one says what happened and how long to wait.
 */
export async function readableAuthAnswer(response: Response): Promise<Response> {
  if (response.status !== 429) return response;
  const retryAfter = Number(response.headers.get('x-retry-after')) || SIGN_IN_ATTEMPTS.windowSeconds;
  return Response.json(
    { code: 'TOO_MANY_ATTEMPTS', message: tooManySignInAttempts(retryAfter) },
    { status: 429, headers: { 'retry-after': String(retryAfter), 'x-retry-after': String(retryAfter) } },
  );
}
