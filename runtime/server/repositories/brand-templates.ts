import { sql, type Kysely, type Selectable } from 'kysely';
import type { BrandTemplatesTable, Database, JsonObject } from '../db/types';

export type BrandTemplate = Selectable<BrandTemplatesTable>;

/** What a brand's dealers share (header, theme, pages); a dealer document extends one by slug. */
export function createBrandTemplatesRepository(db: Kysely<Database>) {
  function get(slug: string): Promise<BrandTemplate | undefined> {
    return db.selectFrom('brand_templates').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  return {
    get,

    /** The template's document alone: what resolveDocument lays a dealer document over. */
    async document(slug: string): Promise<JsonObject | undefined> {
      return (await get(slug))?.document;
    },

    /** Creates or replaces the template; `updated_at` moves only when the document or its source changed. */
    async upsert(slug: string, document: JsonObject, sourceHash: string | null = null): Promise<BrandTemplate> {
      const json = JSON.stringify(document);
      const written = await db
        .insertInto('brand_templates')
        .values({ slug, document: json, source_hash: sourceHash })
        .onConflict((conflict) =>
          conflict
            .column('slug')
            .doUpdateSet((eb) => ({ document: eb.ref('excluded.document'), source_hash: eb.ref('excluded.source_hash'), updated_at: sql<string>`now()` }))
            .where((eb) =>
              eb.or([
                eb('brand_templates.document', 'is distinct from', eb.ref('excluded.document')),
                eb('brand_templates.source_hash', 'is distinct from', eb.ref('excluded.source_hash')),
              ]),
            ),
        )
        .returningAll()
        .executeTakeFirst();
      return written ?? (await get(slug))!;
    },
  };
}
