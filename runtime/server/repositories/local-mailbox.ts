import type { Kysely, Selectable } from 'kysely';
import type { Database, LocalMailboxTable } from '../db/types';

export type LocalMail = Selectable<LocalMailboxTable>;
export type NewLocalMail = Omit<LocalMail, 'id' | 'created_at'>;

/** How many kept emails the mailbox page shows, newest first. */
export const LOCAL_MAILBOX_PAGE_SIZE = 50;

/** Lead emails kept on the platform because no SMTP server is configured (migration 0010). */
export function createLocalMailboxRepository(db: Kysely<Database>) {
  return {
    /** Keeps one email; the same Message-ID again (a repeated send) keeps nothing new, as a mail client drops it. */
    async keep(mail: NewLocalMail): Promise<void> {
      await db
        .insertInto('local_mailbox')
        .values(mail)
        .onConflict((conflict) => conflict.column('message_id').doNothing())
        .execute();
    },

    async newest(limit = LOCAL_MAILBOX_PAGE_SIZE): Promise<LocalMail[]> {
      return db.selectFrom('local_mailbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
