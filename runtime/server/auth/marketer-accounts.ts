import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { MarketerAuth } from './auth';
import type { MarketerRole } from './marketer-roles';

export interface NewMarketer {
  email: string;
  password: string;
  name: string;
  role: MarketerRole;
  dealerSlugs: readonly string[];
}

/**
 * Creates a marketer who signs in with email and password, unless one with
 * that email exists (then only missing dealer grants are added). Goes
 * through better-auth's own adapter and password hashing, since sign-up is
 * closed to the outside.
 */
export async function ensureMarketer(db: Kysely<Database>, auth: MarketerAuth, marketer: NewMarketer): Promise<{ id: string; created: boolean }> {
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(marketer.email);
  let id = existing?.user.id;
  if (!id) {
    const user = await context.internalAdapter.createUser({ email: marketer.email, name: marketer.name, emailVerified: true, role: marketer.role }, { method: 'admin' });
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await context.password.hash(marketer.password),
    });
    id = user.id;
  }
  if (marketer.dealerSlugs.length > 0) {
    await db
      .insertInto('marketer_dealers')
      .values(marketer.dealerSlugs.map((slug) => ({ user_id: id, dealer_slug: slug })))
      .onConflict((conflict) => conflict.columns(['user_id', 'dealer_slug']).doNothing())
      .execute();
  }
  return { id, created: !existing };
}
