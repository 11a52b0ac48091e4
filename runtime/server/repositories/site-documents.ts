import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JsonObject, SiteDocumentSource, SiteDocumentStatus, SiteDocumentsTable } from '../db/types';

export type SiteDocumentVersion = Selectable<SiteDocumentsTable>;
/** A version without its document: what a history list shows. */
export type SiteDocumentSummary = Omit<SiteDocumentVersion, 'document' | 'draft_revision'>;

export interface SiteDocumentOrigin {
  source: SiteDocumentSource;
  /** Hash of the file text a version came from, so an unchanged file is not imported twice. */
  sourceHash?: string | null;
  /** Who saved it: a marketer's email, or 'dealer-configs' for files. */
  createdBy?: string | null;
  /** The editor draft revision being published: a second publish of it answers with the first one's version. */
  draftRevision?: number;
}

/** A dealer's live version as the editor's site list shows it; `name` is null where the document has none. */
export interface PublishedWithDraft {
  slug: string;
  name: string | null;
  version: number;
  revision: number | null;
  /** The draft differs from the live version: shoppers do not see all of it yet. */
  unpublished_changes: boolean;
  /** The last change a marketer made: the draft's save, else the live version's publishing. */
  edited_at: string;
  /** Who made it, by name where the editor's sign-in knows them. */
  edited_by: string | null;
}

const SUMMARY_COLUMNS = ['id', 'dealer_slug', 'version', 'status', 'source', 'source_hash', 'created_at', 'created_by'] as const;

/**
 * Every saved version of each dealer's site document. Versions are numbered
 * 1, 2, 3… per dealer and never changed; rolling back publishes an old
 * document again as the next version, so the history stays whole.
 */
export function createSiteDocumentsRepository(db: Kysely<Database>) {
  async function addVersion(slug: string, status: SiteDocumentStatus, document: JsonObject, origin: SiteDocumentOrigin): Promise<SiteDocumentVersion> {
    return db.transaction().execute(async (trx) => {
      // Two app servers saving the same dealer at once would both read the
      // same highest version; the per-dealer lock makes the second wait.
      await sql`select pg_advisory_xact_lock(hashtext(${`site_documents:${slug}`}))`.execute(trx);
      // Under the lock, so of concurrent publishes of one revision only the first
      // adds a version; the unique index on draft_revision backs this up.
      if (origin.draftRevision !== undefined) {
        const already = await trx.selectFrom('site_documents').selectAll().where('dealer_slug', '=', slug).where('draft_revision', '=', origin.draftRevision).executeTakeFirst();
        if (already) return already;
      }
      const { highest } = await trx
        .selectFrom('site_documents')
        .select((eb) => eb.fn.max('version').as('highest'))
        .where('dealer_slug', '=', slug)
        .executeTakeFirstOrThrow();
      return trx
        .insertInto('site_documents')
        .values({
          dealer_slug: slug,
          version: (highest ?? 0) + 1,
          status,
          document: JSON.stringify(document),
          source: origin.source,
          source_hash: origin.sourceHash ?? null,
          created_by: origin.createdBy ?? null,
          draft_revision: origin.draftRevision ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  return {
    /** The version shoppers see, or undefined when the dealer has never published. */
    async latestPublished(slug: string): Promise<SiteDocumentVersion | undefined> {
      return db.selectFrom('site_documents').selectAll().where('dealer_slug', '=', slug).where('status', '=', 'published').orderBy('version', 'desc').limit(1).executeTakeFirst();
    },

    /** The number of the version shoppers see: the one version a host may serve. */
    async currentPublishedVersion(slug: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('site_documents')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('dealer_slug', '=', slug)
        .where('status', '=', 'published')
        .executeTakeFirst();
      return row?.version == null ? undefined : Number(row.version);
    },

    /** The newest version of any status: where the editor picks up. */
    async latest(slug: string): Promise<SiteDocumentVersion | undefined> {
      return db.selectFrom('site_documents').selectAll().where('dealer_slug', '=', slug).orderBy('version', 'desc').limit(1).executeTakeFirst();
    },

    async byVersion(slug: string, version: number): Promise<SiteDocumentVersion | undefined> {
      return db.selectFrom('site_documents').selectAll().where('dealer_slug', '=', slug).where('version', '=', version).executeTakeFirst();
    },

    /** Stores the document as the dealer's next version and makes it live. Validate it first. */
    publish(slug: string, document: JsonObject, origin: SiteDocumentOrigin): Promise<SiteDocumentVersion> {
      return addVersion(slug, 'published', document, origin);
    },

    /** Stores the document as the next version without changing what shoppers see. */
    saveDraft(slug: string, document: JsonObject, origin: SiteDocumentOrigin): Promise<SiteDocumentVersion> {
      return addVersion(slug, 'draft', document, origin);
    },

    /** Every dealer with a saved document, alphabetically. */
    async listSlugs(): Promise<string[]> {
      const rows = await db.selectFrom('site_documents').select('dealer_slug').distinct().orderBy('dealer_slug').execute();
      return rows.map((row) => row.dealer_slug);
    },

    /** A dealer's versions, newest first, without the documents themselves. */
    async history(slug: string): Promise<SiteDocumentSummary[]> {
      return db.selectFrom('site_documents').select(SUMMARY_COLUMNS).where('dealer_slug', '=', slug).orderBy('version', 'desc').execute();
    },

    /** A dealer's versions with their documents, oldest first: each one's changes are read against the one before. */
    async versionsOldestFirst(slug: string): Promise<SiteDocumentVersion[]> {
      return db.selectFrom('site_documents').selectAll().where('dealer_slug', '=', slug).orderBy('version', 'asc').execute();
    },

    /** Whether the dealer has any version at all: a site the editor can open. */
    async exists(slug: string): Promise<boolean> {
      const row = await db.selectFrom('site_documents').select('dealer_slug').where('dealer_slug', '=', slug).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** Each dealer's name in its current published version, by slug: the platform's front page lists them. */
    async publishedNames(): Promise<{ slug: string; name: string }[]> {
      const { rows } = await sql<{ slug: string; name: string }>`
        select distinct on (dealer_slug) dealer_slug as slug, document->'dealer'->>'name' as name
        from site_documents where status = 'published'
        order by dealer_slug, version desc`.execute(db);
      return rows;
    },

    /**
     * Each dealer's current published version with its name and its editor
     * draft's revision (none yet: null), for every dealer or only the slugs
     * given.
     */
    /** Records that draft revision `revision` holds what version `version` holds (a rollback puts the old document back as the draft). */
    async recordDraftRevision(slug: string, version: number, revision: number): Promise<void> {
      await db.updateTable('site_documents').set({ draft_revision: revision }).where('dealer_slug', '=', slug).where('version', '=', version).execute();
    },

    async publishedWithDraftRevisions(only: readonly string[] | 'every dealer'): Promise<PublishedWithDraft[]> {
      if (only !== 'every dealer' && only.length === 0) return [];
      const onlyThese = only === 'every dealer' ? sql`true` : sql`d.dealer_slug in (${sql.join(only)})`;
      const { rows } = await sql<PublishedWithDraft>`
        select distinct on (d.dealer_slug) d.dealer_slug as slug, d.document->'dealer'->>'name' as name, d.version, s.revision,
          -- A draft is unpublished unless it is the revision the live version came from (a publish, or the draft a rollback put back)
          -- or holds the same document (jsonb compares by meaning, not key order).
          coalesce(s.revision is distinct from d.draft_revision and s.document <> d.document, false) as unpublished_changes,
          coalesce(s.updated_at, d.created_at) as edited_at,
          -- A version loaded from the dealer's configuration file was made by no one a marketer knows.
          case when s.dealer_slug is null and d.source = 'file' then null else coalesce(u.name, s.updated_by, d.created_by) end as edited_by
        from site_documents d
          left join site_drafts s on s.dealer_slug = d.dealer_slug
          left join "user" u on u.email = coalesce(s.updated_by, d.created_by)
        where d.status = 'published' and ${onlyThese}
        order by d.dealer_slug, d.version desc`.execute(db);
      return rows;
    },
  };
}
