import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { attemptsSoFar, countAttempt, forgetAttempts, type CountedAttempt } from '../repositories/attempt-counts';

/** Wrong passwords one marketer account takes in 15 minutes, from any number of addresses. */
export const FAILED_PASSWORDS_PER_ACCOUNT = { windowSeconds: 15 * 60, max: 20 } as const;
/** Codes texted to one mobile in 10 minutes, from any number of addresses: no text-bombing a number. */
export const CODES_PER_PHONE = { windowSeconds: 10 * 60, max: 5 } as const;

const passwordKey = (email: string) => `password:${email.trim().toLowerCase()}`;
const phoneKey = (phoneNumber: string) => `code:${phoneNumber}`;

export function passwordAttemptsSoFar(db: Kysely<Database>, email: string): Promise<CountedAttempt> {
  return attemptsSoFar(db, passwordKey(email), FAILED_PASSWORDS_PER_ACCOUNT.windowSeconds);
}

export function countPasswordAttempt(db: Kysely<Database>, email: string): Promise<CountedAttempt> {
  return countAttempt(db, passwordKey(email), FAILED_PASSWORDS_PER_ACCOUNT.windowSeconds);
}

export function forgetPasswordAttempts(db: Kysely<Database>, email: string): Promise<void> {
  return forgetAttempts(db, passwordKey(email));
}

/** Counts a code request for the number; `allowed` is false once the number has had its codes for this window. */
export async function countCodeRequest(db: Kysely<Database>, phoneNumber: string): Promise<CountedAttempt & { allowed: boolean }> {
  const counted = await countAttempt(db, phoneKey(phoneNumber), CODES_PER_PHONE.windowSeconds);
  return { ...counted, allowed: counted.count <= CODES_PER_PHONE.max };
}
