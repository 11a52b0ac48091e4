import { marketerAuthAnswer } from '@/runtime/server/auth/readable-auth-answer';
import { marketerAuth } from '@/runtime/server/auth/shared-auth';

export const dynamic = 'force-dynamic';

/**
 * better-auth's own endpoints (sign-in, sign-out, session) for the editor's
 * marketers only. Shoppers' phone sign-in has no endpoint here: it goes
 * through /api/watchlist/sign-in/*, so no phone endpoint is reachable directly.
 */
async function handle(request: Request): Promise<Response> {
  return marketerAuthAnswer(await marketerAuth(), request);
}

export const GET = handle;
export const POST = handle;
