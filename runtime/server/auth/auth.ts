import { betterAuth } from 'better-auth';
import { phoneNumber } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import { platformHosts } from '../../tenancy/site-address';
import type { Database } from '../db/types';
import { marketerAuthSecret } from './auth-secret';
import { AuthTimestampsPlugin } from './auth-timestamps';
import { MARKETER_ROLES } from './marketer-roles';
import { SHOPPER_CODE_REQUESTS, SHOPPER_CODE_CHECKS, SHOPPER_ROLE, shopperPhoneOptions } from './shopper-phone';
import type { SmsProvider } from '../sms/sms-provider';
import { sharedSmsProvider, smsProviderFromEnv } from '../sms/sms-from-env';

/**
 * Sign-in attempts allowed from one address per window. Counted in the
 * database, so app servers behind one load balancer share the count.
 */
export const SIGN_IN_ATTEMPTS = { windowSeconds: 60, max: 10 } as const;

export interface MarketerAuthSettings {
  secret: string;
  /** Host names the editor answers on (the platform's hosts); better-auth trusts these origins. */
  hosts: readonly string[];
  /** A fixed public address (BETTER_AUTH_URL) instead of the host of each request. */
  baseUrl?: string;
  /** Where shoppers' sign-in codes are sent; the local provider when left out. */
  sms?: SmsProvider;
}

export function marketerAuthSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MarketerAuthSettings {
  return { secret: marketerAuthSecret(env), hosts: platformHosts(env.PLATFORM_HOSTS), baseUrl: env.BETTER_AUTH_URL || undefined, sms: env === process.env ? sharedSmsProvider() : smsProviderFromEnv(env) };
}

/**
 * better-auth over our own database: email and password only, no sign-up
 * from outside (the seed and the platform create marketers), a `role` on
 * each user, and sign-in attempts rate-limited in the database.
 */
export function createMarketerAuth(db: Kysely<Database>, settings: MarketerAuthSettings) {
  return betterAuth({
    appName: 'Dealer sites editor',
    secret: settings.secret,
    database: { db: db.withPlugin(new AuthTimestampsPlugin()), type: 'postgres', transaction: true },
    // Each platform host, on any port: `npm start` and the tests pick their own.
    baseURL: settings.baseUrl ?? { allowedHosts: settings.hosts.flatMap((host) => [host, `${host}:*`]) },
    emailAndPassword: { enabled: true, disableSignUp: true },
    user: {
      additionalFields: {
        // Marketers are always created with their role named; anyone else (a shopper
        // signing up by phone) gets the role no marketer check accepts.
        role: { type: [...MARKETER_ROLES, SHOPPER_ROLE], required: true, defaultValue: SHOPPER_ROLE, input: false },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      customRules: {
        '/sign-in/email': { window: SIGN_IN_ATTEMPTS.windowSeconds, max: SIGN_IN_ATTEMPTS.max },
        '/phone-number/send-otp': { window: SHOPPER_CODE_REQUESTS.windowSeconds, max: SHOPPER_CODE_REQUESTS.max },
        '/phone-number/verify': { window: SHOPPER_CODE_CHECKS.windowSeconds, max: SHOPPER_CODE_CHECKS.max },
      },
    },
    plugins: [phoneNumber(shopperPhoneOptions(settings.sms))],
    telemetry: { enabled: false },
  });
}

export type MarketerAuth = ReturnType<typeof createMarketerAuth>;
