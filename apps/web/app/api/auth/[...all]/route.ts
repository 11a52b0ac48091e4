import { readableAuthAnswer } from '@/runtime/server/auth/readable-auth-answer';
import { marketerAuth } from '@/runtime/server/auth/shared-auth';

export const dynamic = 'force-dynamic';

/** better-auth's own endpoints (sign-in, sign-out, session) for the editor's marketers. */
async function handle(request: Request): Promise<Response> {
  return readableAuthAnswer(await (await marketerAuth()).handler(request));
}

export const GET = handle;
export const POST = handle;
