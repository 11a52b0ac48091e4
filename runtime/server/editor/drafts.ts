import { sql, type Kysely } from 'kysely';
import { getDatabase } from '../db/ready';
import type { Database, JsonObject } from '../db/types';
import { withPlatformTenancy } from '../../tenancy/document-tenancy';
import { createPlatformSitesRepository } from '../repositories/platform-sites';
import { createSiteDocumentsRepository } from '../repositories/site-documents';
import { editableDocument } from './editable-document';

export type { JsonObject };

/** The document a dealer's marketers are working on, and which save it is. */
export interface EditorDraft {
  document: JsonObject;
  /** Counts the saves; 0 when nobody has saved yet and the draft is the published site. */
  revision: number;
  /** The published version the draft started from. */
  basedOnVersion: number | null;
  updatedAt: string;
  /** The email of who saved it last. */
  updatedBy: string | null;
}

export type DraftSave = { saved: true; revision: number; updatedAt: string } | { saved: false; current: EditorDraft };

/** One current draft per dealer, saved with an atomic compare-and-set on its revision. */
export function createDraftsRepository(db: Kysely<Database>) {
  const versions = createSiteDocumentsRepository(db);
  const platform = createPlatformSitesRepository(db);

  /** The draft shows the platform's tenancy, so a save that leaves it alone passes the tenancy check. */
  async function load(slug: string): Promise<EditorDraft | undefined> {
    const draft = await loadStored(slug);
    const site = draft ? await platform.get(slug) : undefined;
    return draft && site ? { ...draft, document: withPlatformTenancy(draft.document, site) } : draft;
  }

  async function loadStored(slug: string): Promise<EditorDraft | undefined> {
    const row = await db.selectFrom('site_drafts').selectAll().where('dealer_slug', '=', slug).executeTakeFirst();
    if (row) {
      return { document: row.document, revision: row.revision, basedOnVersion: row.based_on_version, updatedAt: row.updated_at, updatedBy: row.updated_by };
    }
    const published = await versions.latestPublished(slug);
    if (!published) return undefined;
    const editable = await editableDocument(db, published.document);
    return {
      // A stored document the editor cannot flatten (its template is gone) is shown as stored, errors and all.
      document: editable.ok ? editable.document : published.document,
      revision: 0,
      basedOnVersion: published.version,
      updatedAt: published.created_at,
      updatedBy: published.created_by,
    };
  }

  return {
    load,

    /**
     * Saves the document over revision `expected`, only if that is still the
     * current revision: the UPDATE's WHERE and the INSERT's primary key make
     * the check and the write one step, so of two marketers saving over the
     * same revision exactly one wins and the other gets the winner's draft.
     */
    async save(slug: string, document: JsonObject, expected: number, by: string): Promise<DraftSave> {
      const json = JSON.stringify(document);
      const written =
        expected === 0
          ? await db
              .insertInto('site_drafts')
              .values({
                dealer_slug: slug,
                document: json,
                revision: 1,
                based_on_version: (await versions.latestPublished(slug))?.version ?? null,
                updated_by: by,
              })
              .onConflict((conflict) => conflict.column('dealer_slug').doNothing())
              .returning(['revision', 'updated_at'])
              .executeTakeFirst()
          : await db
              .updateTable('site_drafts')
              .set({ document: json, revision: sql<number>`revision + 1`, updated_at: sql<string>`now()`, updated_by: by })
              .where('dealer_slug', '=', slug)
              .where('revision', '=', expected)
              .returning(['revision', 'updated_at'])
              .executeTakeFirst();
      if (written) return { saved: true, revision: written.revision, updatedAt: written.updated_at };
      return { saved: false, current: (await load(slug))! };
    },

    /** Makes `document` the draft whatever its revision (an import or a rollback), as the next revision. */
    async replace(slug: string, document: JsonObject, basedOnVersion: number | null, by: string): Promise<{ revision: number; updatedAt: string }> {
      return db
        .insertInto('site_drafts')
        .values({ dealer_slug: slug, document: JSON.stringify(document), revision: 1, based_on_version: basedOnVersion, updated_by: by })
        .onConflict((conflict) =>
          conflict.column('dealer_slug').doUpdateSet((eb) => ({
            document: eb.ref('excluded.document'),
            revision: sql<number>`site_drafts.revision + 1`,
            based_on_version: eb.ref('excluded.based_on_version'),
            updated_at: sql<string>`now()`,
            updated_by: eb.ref('excluded.updated_by'),
          })),
        )
        .returning(['revision', 'updated_at as updatedAt'])
        .executeTakeFirstOrThrow();
    },

    /** Records that revision `revision` went live as `version`; a later save keeps its own base. */
    async markPublished(slug: string, revision: number, version: number): Promise<void> {
      await db.updateTable('site_drafts').set({ based_on_version: version }).where('dealer_slug', '=', slug).where('revision', '=', revision).execute();
    },
  };
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;

/** The dealer's current draft, or (no draft yet) its latest published document with revision 0; undefined for an unknown dealer. */
export async function loadDraft(slug: string): Promise<EditorDraft | undefined> {
  return createDraftsRepository(await getDatabase()).load(slug);
}
