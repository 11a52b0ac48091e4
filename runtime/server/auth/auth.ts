import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { editorAddressFromEnv } from '../../tenancy/editor-host';
import { platformHosts } from '../../tenancy/site-address';
import type { Database } from '../db/types';
import { marketerAuthSecret } from './auth-secret';
import { clientAddressOptions, sharedAuthOptions, stampSignInMethod } from './auth-common';
import { FAILED_PASSWORDS_PER_ACCOUNT, passwordAttemptsSoFar, forgetPasswordAttempts, countPasswordAttempt } from './sign-in-limits';
import { tooManyAttemptsForAccount } from '../../sign-in-words';

/**
 * Sign-in attempts allowed from one address per window. Counted in the
 * database, so app servers behind one load balancer share the count.
 */
export const SIGN_IN_ATTEMPTS = { windowSeconds: 60, max: 10 } as const;

/** The editor's cookies: a name of their own, so a shopper's sign-in never overwrites a marketer's session. */
export const MARKETER_COOKIE_PREFIX = 'dealer-editor';

export interface MarketerAuthSettings {
  secret: string;
  /** Host names the editor answers on (the platform's hosts); better-auth trusts these origins. */
  hosts: readonly string[];
  /** A fixed public address (BETTER_AUTH_URL) instead of the host of each request. */
  baseUrl?: string;
}

export function marketerAuthSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MarketerAuthSettings {
  // With the editor on a host of its own, marketers sign in there and nowhere else.
  const editor = editorAddressFromEnv(env);
  return { secret: marketerAuthSecret(env), hosts: editor ? [editor.host] : platformHosts(env.PLATFORM_HOSTS), baseUrl: env.BETTER_AUTH_URL || undefined };
}

/** The email a sign-in names; text no email can be (control characters, 255+ characters) is left to the library to refuse, never counted in the database. */
function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an address with control characters is never counted.
  return typeof email === 'string' && /^[^\u0000-\u001f\u007f]{1,254}$/.test(email) ? email : undefined;
}

/**
 * better-auth for the editor: email and password only, no sign-up from
 * outside (the seed and the platform create marketers), no phone-number
 * endpoints at all (shoppers have their own instance, see shopper-auth.ts),
 * and sign-in attempts limited per address and per account in the database.
 */
export function createMarketerAuth(db: Kysely<Database>, settings: MarketerAuthSettings) {
  return betterAuth({
    ...sharedAuthOptions(db),
    appName: 'Dealer sites editor',
    secret: settings.secret,
    // Each platform host, on any port: `npm start` and the tests pick their own.
    baseURL: settings.baseUrl ?? { allowedHosts: settings.hosts.flatMap((host) => [host, `${host}:*`]) },
    emailAndPassword: { enabled: true, disableSignUp: true },
    advanced: { cookiePrefix: MARKETER_COOKIE_PREFIX, ...clientAddressOptions() },
    databaseHooks: { session: { create: { before: stampSignInMethod('password') } } },
    hooks: {
      // Per account, whatever address the guesses come from: a rotated or
      // shared address neither escapes nor causes this limit.
      before: createAuthMiddleware(async (ctx) => {
        const email = ctx.path === '/sign-in/email' ? emailOf(ctx.body) : undefined;
        if (!email) return;
        const sofar = await passwordAttemptsSoFar(db, email);
        if (sofar.count >= FAILED_PASSWORDS_PER_ACCOUNT.max) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { code: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsForAccount(sofar.retryAfterSeconds) },
            { 'x-retry-after': String(sofar.retryAfterSeconds) },
          );
        }
        await countPasswordAttempt(db, email);
      }),
      // A right password clears the wrong ones before it, so only failures add up.
      after: createAuthMiddleware(async (ctx) => {
        const email = ctx.path === '/sign-in/email' ? emailOf(ctx.body) : undefined;
        if (email && ctx.context.newSession) await forgetPasswordAttempts(db, email);
      }),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      customRules: { '/sign-in/email': { window: SIGN_IN_ATTEMPTS.windowSeconds, max: SIGN_IN_ATTEMPTS.max } },
    },
  });
}

export type MarketerAuth = ReturnType<typeof createMarketerAuth>;
