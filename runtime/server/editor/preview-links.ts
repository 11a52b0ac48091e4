import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NewPreviewLinkAnswer, PreviewLinksAnswer } from '../../../schemas/api/editor-publishing';
import type { Database, JsonObject } from '../db/types';
import { createDraftsRepository, type EditorDraft } from './drafts';

/** How long a preview link works after it is made: long enough for a manager to look over a weekend. */
export const PREVIEW_LINK_LIFETIME_HOURS = 72;

const HOUR_MS = 3_600_000;
/** 32 random bytes (256 bits): no one finds a link by trying. */
const TOKEN_BYTES = 32;
/** 32 bytes in base64url, unpadded. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type PreviewLinkOutcome = { outcome: 'created'; link: NewPreviewLinkAnswer } | { outcome: 'conflict'; current: EditorDraft } | { outcome: 'not-found' };

/** What a preview link shows: a dealer's draft as it was when the link was made. */
export interface PreviewedDraft {
  slug: string;
  document: JsonObject;
  expiresAt: string;
}

/** Only this is stored: a copy of the database does not open anyone's preview. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const previewLinkPath = (token: string) => `/preview/${token}/`;

/** Preview links of a dealer's draft for people without an editor account: made, listed, withdrawn, opened. */
export function createPreviewLinks(db: Kysely<Database>) {
  return {
    /** A link to the draft at `revision` (so the marketer shares what they are looking at), working for PREVIEW_LINK_LIFETIME_HOURS. */
    async create(slug: string, revision: number, by: string, now: Date): Promise<PreviewLinkOutcome> {
      const draft = await createDraftsRepository(db).load(slug);
      if (!draft) return { outcome: 'not-found' };
      if (draft.revision !== revision) return { outcome: 'conflict', current: draft };
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const row = await db
        .insertInto('preview_links')
        .values({
          token_hash: tokenHash(token),
          dealer_slug: slug,
          document: JSON.stringify(draft.document),
          draft_revision: revision,
          created_by: by,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + PREVIEW_LINK_LIFETIME_HOURS * HOUR_MS).toISOString(),
        })
        .returning(['id', 'created_at', 'expires_at'])
        .executeTakeFirstOrThrow();
      return {
        outcome: 'created',
        link: { id: row.id, revision, createdAt: row.created_at, createdBy: by, expiresAt: row.expires_at, path: previewLinkPath(token) },
      };
    },

    /** The dealer's links that still work at `now`, newest first. */
    async working(slug: string, now: Date): Promise<PreviewLinksAnswer['links']> {
      const rows = await db
        .selectFrom('preview_links')
        .select(['id', 'draft_revision', 'created_at', 'created_by', 'expires_at'])
        .where('dealer_slug', '=', slug)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ id: row.id, revision: row.draft_revision, createdAt: row.created_at, createdBy: row.created_by, expiresAt: row.expires_at }));
    },

    /** Stops one of the dealer's links working; false when the dealer has no such working link. */
    async revoke(slug: string, id: number, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('preview_links')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', id)
        .where('dealer_slug', '=', slug)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The draft a token opens at `now`; undefined for a token that is unknown, withdrawn or expired (or no token at all). */
    async open(token: string, now: Date): Promise<PreviewedDraft | undefined> {
      // Text that is no token is never looked up.
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const row = await db
        .selectFrom('preview_links')
        .select(['dealer_slug', 'document', 'expires_at'])
        .where('token_hash', '=', tokenHash(token))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row ? { slug: row.dealer_slug, document: row.document, expiresAt: row.expires_at } : undefined;
    },
  };
}
