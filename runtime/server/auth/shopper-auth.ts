import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { phoneNumber } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SmsProvider } from '../sms/sms-provider';
import { clientAddressOptions, sharedAuthOptions, stampSignInMethod } from './auth-common';
import { SHOPPER_CODE_CHECKS, SHOPPER_CODE_REQUESTS, SHOPPER_ROLE, shopperPhoneOptions } from './shopper-phone';

/** Shoppers' cookies: a name of their own, so signing in on a dealer site never touches a marketer's session cookie. */
export const SHOPPER_COOKIE_PREFIX = 'dealer-shopper';

/** The host shopper-sign-in.ts addresses this instance on; it is never served to the outside. */
export const SHOPPER_AUTH_HOST = 'localhost';

export interface ShopperAuthSettings {
  /** The marketer secret; shoppers' cookies are signed with a key derived from it, so neither kind of cookie verifies as the other. */
  secret: string;
  sms: SmsProvider;
}

/** A key of the shoppers' own, derived so that no second secret has to be configured. */
export function shopperAuthSecret(marketerSecret: string): string {
  return createHash('sha256').update(`dealer-sites shopper sessions\n${marketerSecret}`).digest('hex');
}

/**
 * better-auth for shoppers: mobile number and a texted code, nothing else.
 * It has no route of its own (/api/auth serves the marketers' instance):
 * only shopper-sign-in.ts calls it, so its phone-number endpoints (adding a
 * number to a signed-in account among them) cannot be reached from outside.
 * A session is made only for a shopper's account.
 */
export function createShopperAuth(db: Kysely<Database>, settings: ShopperAuthSettings) {
  return betterAuth({
    ...sharedAuthOptions(db),
    appName: 'Dealer sites shoppers',
    secret: shopperAuthSecret(settings.secret),
    baseURL: { allowedHosts: [SHOPPER_AUTH_HOST, `${SHOPPER_AUTH_HOST}:*`] },
    emailAndPassword: { enabled: false },
    advanced: { cookiePrefix: SHOPPER_COOKIE_PREFIX, ...clientAddressOptions() },
    databaseHooks: {
      session: {
        create: {
          before: async (session, ctx) => {
            // Marketers never have a phone number (the database refuses one), and even if
            // one did, a texted code must not open a marketer's account.
            const user = await ctx?.context.internalAdapter.findUserById(session.userId);
            if ((user as { role?: unknown } | null | undefined)?.role !== SHOPPER_ROLE) return false;
            return stampSignInMethod('phone')(session);
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      customRules: {
        '/phone-number/send-otp': { window: SHOPPER_CODE_REQUESTS.windowSeconds, max: SHOPPER_CODE_REQUESTS.max },
        '/phone-number/verify': { window: SHOPPER_CODE_CHECKS.windowSeconds, max: SHOPPER_CODE_CHECKS.max },
      },
    },
    plugins: [phoneNumber(shopperPhoneOptions(settings.sms))],
  });
}

export type ShopperAuth = ReturnType<typeof createShopperAuth>;
