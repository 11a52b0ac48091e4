import type { Kysely, Selectable } from 'kysely';
import type { PictureContentType } from '../../../schemas/api/media';
import type { Database, MediaTable } from '../db/types';
import type { MediaStore, StoredPicture } from './media-store';
import { pictureId } from './picture-id';

const DESCRIPTION_COLUMNS = ['id', 'site_slug', 'content_type', 'width', 'height', 'byte_size', 'alt_text', 'file_name', 'uploaded_by', 'uploaded_at'] as const;

type DescriptionRow = Pick<Selectable<MediaTable>, (typeof DESCRIPTION_COLUMNS)[number]>;

function storedPicture(row: DescriptionRow): StoredPicture {
  return {
    id: row.id,
    siteSlug: row.site_slug,
    // Only checkPicture's types are ever written.
    contentType: row.content_type as PictureContentType,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    alt: row.alt_text,
    fileName: row.file_name,
    uploadedBy: row.uploaded_by,
    uploadedAt: row.uploaded_at,
  };
}

/** The media library in the `media` table (migration 0017): the same SQL on PGlite and PostgreSQL. */
export function createDatabaseMediaStore(db: Kysely<Database>): MediaStore {
  return {
    async put(siteSlug, picture) {
      const row = await db
        .insertInto('media')
        .values({
          site_slug: siteSlug,
          id: pictureId(picture.bytes),
          bytes: picture.bytes,
          content_type: picture.contentType,
          width: picture.width,
          height: picture.height,
          byte_size: picture.bytes.byteLength,
          alt_text: picture.alt,
          file_name: picture.fileName,
          uploaded_by: picture.uploadedBy,
        })
        .onConflict((conflict) =>
          conflict.columns(['site_slug', 'id']).doUpdateSet((excluded) => ({ alt_text: excluded.ref('excluded.alt_text'), file_name: excluded.ref('excluded.file_name') })),
        )
        .returning(DESCRIPTION_COLUMNS)
        .executeTakeFirstOrThrow();
      return storedPicture(row);
    },

    async get(siteSlug, id) {
      const row = await db
        .selectFrom('media')
        .select([...DESCRIPTION_COLUMNS, 'bytes'])
        .where('site_slug', '=', siteSlug)
        .where('id', '=', id)
        .executeTakeFirst();
      // node-postgres answers a Buffer and PGlite a Uint8Array: both are Uint8Arrays.
      return row ? { picture: storedPicture(row), bytes: new Uint8Array(row.bytes) } : undefined;
    },

    async list(siteSlug) {
      const rows = await db.selectFrom('media').select(DESCRIPTION_COLUMNS).where('site_slug', '=', siteSlug).orderBy('uploaded_at', 'desc').orderBy('id').execute();
      return rows.map(storedPicture);
    },

    async delete(siteSlug, id) {
      const result = await db.deleteFrom('media').where('site_slug', '=', siteSlug).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
