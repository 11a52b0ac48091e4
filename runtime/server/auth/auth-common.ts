import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { AuthTimestampsPlugin } from './auth-timestamps';
import { MARKETER_ROLES, type MarketerRole } from './marketer-roles';
import { SHOPPER_ROLE } from './shopper-phone';

/**
 * How a session was signed in: the editor accepts only 'password' sessions,
 * the shopper APIs only 'phone' ones, so a session of one kind never opens
 * the other's doors even if its cookie were renamed.
 */
export type SignInMethod = 'password' | 'phone';

/**
 * What both better-auth instances (marketers' and shoppers') share: the
 * same tables, the `role` on each user and the sign-in method on each session.
 */
export function sharedAuthOptions(db: Kysely<Database>) {
  return {
    database: { db: db.withPlugin(new AuthTimestampsPlugin()), type: 'postgres' as const, transaction: true },
    user: {
      additionalFields: {
        // Marketers are always created with their role named; anyone else (a shopper
        // signing up by phone) gets the role no marketer check accepts.
        role: { type: [...MARKETER_ROLES, SHOPPER_ROLE] as Array<MarketerRole | typeof SHOPPER_ROLE>, required: true as const, defaultValue: SHOPPER_ROLE, input: false as const },
      },
    },
    session: {
      additionalFields: {
        signInMethod: { type: ['password', 'phone'] as SignInMethod[], required: false as const, input: false as const },
      },
    },
    telemetry: { enabled: false },
  };
}

/** Rate limits count the address our own code puts in CLIENT_ADDRESS_HEADER, never X-Forwarded-For, which the browser writes. */
export function clientAddressOptions() {
  return { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } };
}

/** Stamps each new session with how it was signed in. */
export function stampSignInMethod(method: SignInMethod) {
  return async <T extends object>(session: T) => ({ data: { ...session, signInMethod: method } });
}
