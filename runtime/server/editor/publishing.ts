import type { Kysely } from 'kysely';
import type { DocumentError } from '../../../schemas/errors';
import type { BlockRegistry } from '../../registry';
import { validateSiteDocument } from '../../site-document/validator';
import type { Database, JsonObject } from '../db/types';
import { withPlatformTenancy, tenancyChange } from '../../tenancy/document-tenancy';
import { createPlatformSitesRepository } from '../repositories/platform-sites';
import { createSiteDocumentsRepository } from '../repositories/site-documents';
import { createDraftsRepository, type EditorDraft } from './drafts';
import { editableDocument } from './editable-document';

export type PublishOutcome =
  | { outcome: 'published'; version: number }
  | { outcome: 'conflict'; current: EditorDraft }
  | { outcome: 'invalid'; errors: DocumentError[] }
  | { outcome: 'not-found' }
  | TenancyRefusal;

/** The document tries to change who the site is, which only the platform may: answered 400 naming the field. */
export type TenancyRefusal = { outcome: 'tenancy'; field: string; message: string };

/** Throwing the draft away: the live version's document is the draft again, as its next revision. */
export type DiscardOutcome =
  | { outcome: 'discarded'; revision: number; basedOnVersion: number }
  | { outcome: 'conflict'; current: EditorDraft }
  | { outcome: 'nothing-live' }
  | { outcome: 'not-found' };

export type ImportOutcome = { outcome: 'imported'; revision: number; migratedFrom: number | null } | { outcome: 'invalid'; errors: DocumentError[] } | TenancyRefusal;

/** Refuses a document that changes the site's domains, dealerships or website id from the platform's record. */
export async function tenancyRefusal(db: Kysely<Database>, slug: string, document: JsonObject): Promise<TenancyRefusal | undefined> {
  const site = await createPlatformSitesRepository(db).get(slug);
  const change = site ? tenancyChange(document, site) : undefined;
  return change ? { outcome: 'tenancy', ...change } : undefined;
}

/**
 * Everything wrong with a draft, by the validator the site itself uses (the
 * block registry's schemas plus the document rules), and two rules of the
 * editor's own: a draft is self-contained and belongs to its site.
 */
export function draftErrors(document: JsonObject, slug: string, registry: BlockRegistry): DocumentError[] {
  const errors = [...validateSiteDocument(document, registry).errors];
  if ('extends' in document) errors.push({ path: '/extends', message: 'is not used in the editor: import the document to lay it over its template' });
  const dealer = document.dealer as { slug?: unknown } | undefined;
  if (dealer && typeof dealer === 'object' && typeof dealer.slug === 'string' && dealer.slug !== slug) {
    errors.push({ path: '/dealer/slug', message: `must be this site's slug "${slug}"` });
  }
  return errors;
}

/** Why a draft may not go live as asked: someone saved since, it has errors, there is no such site, or it changes the tenancy. */
export type NotPublishable = Exclude<PublishOutcome, { outcome: 'published' }>;

/**
 * The draft at `revision` if it may go live, by the checks publishing now
 * and scheduling a publish share: still that revision, the platform's
 * tenancy untouched, and no errors.
 */
export async function publishableDraft(
  db: Kysely<Database>,
  registry: BlockRegistry,
  slug: string,
  revision: number,
): Promise<{ outcome: 'ready'; draft: EditorDraft } | NotPublishable> {
  const draft = await createDraftsRepository(db).load(slug);
  if (!draft) return { outcome: 'not-found' };
  if (draft.revision !== revision) return { outcome: 'conflict', current: draft };
  const refused = await tenancyRefusal(db, slug, draft.document);
  if (refused) return refused;
  const errors = draftErrors(draft.document, slug, registry);
  if (errors.length > 0) return { outcome: 'invalid', errors };
  return { outcome: 'ready', draft };
}

/** Publishing, rollback and import: the steps that change what a dealer's draft or site is. */
export function createEditorPublishing(db: Kysely<Database>, registry: BlockRegistry) {
  const drafts = createDraftsRepository(db);
  const versions = createSiteDocumentsRepository(db);

  return {
    /**
     * Publishes the draft at `revision`. The document is read once and that
     * very document is validated and stored, so a save landing meanwhile is
     * neither published unchecked nor lost: it stays in the draft.
     */
    async publish(slug: string, revision: number, by: string): Promise<PublishOutcome> {
      const checked = await publishableDraft(db, registry, slug, revision);
      if (checked.outcome !== 'ready') return checked;
      const { draft } = checked;
      // Revision 0 is the live version itself (nobody has saved a draft): there is nothing new to publish.
      if (revision === 0 && draft.basedOnVersion !== null && draft.basedOnVersion === (await versions.currentPublishedVersion(slug))) {
        return { outcome: 'published', version: draft.basedOnVersion };
      }
      // A repeat publish of the same revision (a double click, a retry, two
      // tabs) answers with the version the first one made instead of a copy.
      const published = await versions.publish(slug, draft.document, { source: 'editor', createdBy: by, draftRevision: revision > 0 ? revision : undefined });
      if (revision > 0) await drafts.markPublished(slug, revision, published.version);
      return { outcome: 'published', version: published.version };
    },

    /** Publishes an earlier version again, as the next version, and makes it the draft. */
    async rollback(slug: string, version: number, by: string): Promise<PublishOutcome> {
      const earlier = await versions.byVersion(slug, version);
      if (!earlier) return { outcome: 'not-found' };
      const editable = await editableDocument(db, earlier.document);
      if (!editable.ok) return { outcome: 'invalid', errors: editable.errors };
      // Checked as it would be served today: the blocks may have changed since it was live.
      const errors = draftErrors(editable.document, slug, registry);
      if (errors.length > 0) return { outcome: 'invalid', errors };
      const published = await versions.publish(slug, earlier.document, { source: 'editor', createdBy: by });
      // The earlier version may name domains the platform has since changed; the draft shows today's.
      const site = await createPlatformSitesRepository(db).get(slug);
      const draft = await drafts.replace(slug, site ? withPlatformTenancy(editable.document, site) : editable.document, published.version, by);
      // The draft is now what is live: the site list shows no unpublished changes, and publishing it again answers with this version.
      await versions.recordDraftRevision(slug, published.version, draft.revision);
      return { outcome: 'published', version: published.version };
    },

    /**
     * Puts the live version back as the draft, over revision `revision` only
     * (as publishing is): a save landing meanwhile is not thrown away unseen.
     * It is a new revision, not a deleted draft, so every open editor's next
     * save meets a conflict instead of silently bringing the old draft back.
     */
    async discard(slug: string, revision: number, by: string): Promise<DiscardOutcome> {
      const draft = await drafts.load(slug);
      if (!draft) return { outcome: 'not-found' };
      if (draft.revision !== revision) return { outcome: 'conflict', current: draft };
      const live = await versions.latestPublished(slug);
      if (!live) return { outcome: 'nothing-live' };
      const editable = await editableDocument(db, live.document);
      const document = editable.ok ? editable.document : live.document;
      const site = await createPlatformSitesRepository(db).get(slug);
      const replaced = await drafts.replace(slug, site ? withPlatformTenancy(document, site) : document, live.version, by);
      // The draft is what is live again: the site list shows no unpublished changes, and publishing it answers with the live version.
      await versions.recordDraftRevision(slug, live.version, replaced.revision);
      return { outcome: 'discarded', revision: replaced.revision, basedOnVersion: live.version };
    },

    /** Makes an uploaded document the draft: upgraded from an older schemaVersion, laid over its template, and only when valid. */
    async importDocument(slug: string, uploaded: JsonObject, by: string): Promise<ImportOutcome> {
      const editable = await editableDocument(db, uploaded);
      if (!editable.ok) return { outcome: 'invalid', errors: editable.errors };
      const errors = draftErrors(editable.document, slug, registry);
      if (errors.length > 0) return { outcome: 'invalid', errors };
      // A dealer's import can never move a domain or stock onto its site.
      const refused = await tenancyRefusal(db, slug, editable.document);
      if (refused) return refused;
      const current = await drafts.load(slug);
      const saved = await drafts.replace(slug, editable.document, current?.basedOnVersion ?? null, by);
      return { outcome: 'imported', revision: saved.revision, migratedFrom: editable.migratedFrom };
    },
  };
}
