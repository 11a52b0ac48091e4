import type { Kysely } from 'kysely';
import { getDatabase } from '../db/ready';
import type { Database } from '../db/types';
import type { MarketerAuth } from './auth';
import { MARKETER_ROLES, type MarketerRole } from './marketer-roles';
import { marketerAuth } from './shared-auth';

/** Someone from a dealer's marketing team (or the platform) signed in to the editor. */
export interface Marketer {
  id: string;
  email: string;
  name: string;
  role: MarketerRole;
  dealerSlugs: readonly string[];
}

export function canEditDealer(marketer: Marketer, dealerSlug: string): boolean {
  return marketer.role === 'platform-admin' || marketer.dealerSlugs.includes(dealerSlug);
}

function isMarketerRole(value: unknown): value is MarketerRole {
  return (MARKETER_ROLES as readonly unknown[]).includes(value);
}

/** The marketer whose session cookie the request carries, on the given database and auth. */
export async function marketerFromSession(db: Kysely<Database>, auth: MarketerAuth, headers: Headers): Promise<Marketer | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  // A role outside the known ones (edited by hand in the database) grants nothing,
  // and only a password sign-in opens the editor (never a texted code).
  if (!isMarketerRole(user.role) || session.session.signInMethod !== 'password') return null;
  const dealers = await db.selectFrom('marketer_dealers').select('dealer_slug').where('user_id', '=', user.id).orderBy('dealer_slug').execute();
  return { id: user.id, email: user.email, name: user.name, role: user.role, dealerSlugs: dealers.map((row) => row.dealer_slug) };
}

/** The signed-in marketer of a request, or null when signed out (or the session expired). */
export async function currentMarketer(headers: Headers): Promise<Marketer | null> {
  const [db, auth] = await Promise.all([getDatabase(), marketerAuth()]);
  return marketerFromSession(db, auth, headers);
}
