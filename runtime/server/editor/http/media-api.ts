import { MEDIA_ALT_MAX_LENGTH, MEDIA_ID_PATTERN, MEDIA_UPLOAD_FIELDS, type MediaInUseAnswer, type MediaItem, type MediaListAnswer } from '../../../../schemas/api/media';
import { editorPictureAddress, THUMBNAIL_WIDTH, uploadedPicturePath } from '../../../render/uploaded-picture';
import { pictureUses } from '../../../site-document/picture-uses';
import { createSiteDocumentsRepository } from '../../repositories/site-documents';
import { createDraftsRepository } from '../drafts';
import { createDatabaseMediaStore } from '../../media/database-media-store';
import { MEDIA_UPLOAD_BODY_MAX_BYTES, MEDIA_UPLOAD_MAX_BYTES } from '../../media/media-limits';
import type { StoredPicture } from '../../media/media-store';
import { checkPicture, PICTURE_TOO_LARGE } from '../../media/picture-check';
import { deliverPicture, forgetResizedPicture } from '../../media/picture-delivery';
import { comesFromAnotherSite } from '../../http/request-body';
import { answer, notFound } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

const MEDIA_ID = new RegExp(MEDIA_ID_PATTERN);

/** The longest file name kept; it only helps the marketer recognise the picture. */
const FILE_NAME_MAX_LENGTH = 200;

/** A 400 whose message is already a whole sentence for the marketer, naming the form field. */
const refused = (field: string, message: string) => answer({ error: 'invalid-request', field, message }, 400);

/** Text the database can store and a page can show: no control characters, no half of a surrogate pair. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const storable = (text: string) => text.replace(/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, ' ');

export function mediaItem(slug: string, picture: StoredPicture): MediaItem {
  return {
    id: picture.id,
    url: uploadedPicturePath(picture.id),
    thumbnailUrl: editorPictureAddress(slug, picture.id, THUMBNAIL_WIDTH),
    width: picture.width,
    height: picture.height,
    alt: picture.alt,
    name: picture.fileName,
    contentType: picture.contentType,
    byteSize: picture.byteSize,
    uploadedAt: picture.uploadedAt,
    uploadedBy: picture.uploadedBy,
  };
}

/** GET /editor/api/sites/{slug}/media: the site's pictures for the picker, newest first. */
export function listMedia(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => {
    const pictures = await createDatabaseMediaStore(context.db).list(slug);
    return answer<MediaListAnswer>({ media: pictures.map((picture) => mediaItem(slug, picture)) });
  });
}

type UploadForm = { ok: true; file: File; alt: string } | { ok: false; answer: Response };

/** The upload's form, or the 400 that says which field is missing or wrong. */
async function readUploadForm(request: Request): Promise<UploadForm> {
  // A form is what a forging page may post without asking, so only a page of the editor's own origin may upload.
  if (comesFromAnotherSite(request)) return { ok: false, answer: answer({ error: 'forbidden', message: 'The upload came from another site and was refused.' }, 403) };
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
    return { ok: false, answer: refused('/', 'Send the picture as a form (multipart/form-data) with the file and its description.') };
  }
  // Refused before a byte is read: the form around the file is small, so a body this large holds a file over the limit.
  if (Number(request.headers.get('content-length')) > MEDIA_UPLOAD_BODY_MAX_BYTES) return { ok: false, answer: refused(`/${MEDIA_UPLOAD_FIELDS.file}`, PICTURE_TOO_LARGE) };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, answer: refused('/', 'The upload could not be read: it was cut off or is not a form. Try again.') };
  }
  const file = form.get(MEDIA_UPLOAD_FIELDS.file);
  if (!(file instanceof File)) return { ok: false, answer: refused(`/${MEDIA_UPLOAD_FIELDS.file}`, 'Choose a picture file to upload.') };
  const alt = form.get(MEDIA_UPLOAD_FIELDS.alt);
  const altText = typeof alt === 'string' ? storable(alt).trim() : '';
  const decorative = form.get(MEDIA_UPLOAD_FIELDS.decorative) === 'true';
  if (!decorative && !altText) {
    return { ok: false, answer: refused(`/${MEDIA_UPLOAD_FIELDS.alt}`, 'Describe the picture for people who cannot see it, or mark it as decoration.') };
  }
  if (altText.length > MEDIA_ALT_MAX_LENGTH) {
    return { ok: false, answer: refused(`/${MEDIA_UPLOAD_FIELDS.alt}`, `The description is too long: at most ${MEDIA_ALT_MAX_LENGTH} characters.`) };
  }
  return { ok: true, file, alt: decorative ? '' : altText };
}

/**
 * POST /editor/api/sites/{slug}/media, a form with `file`, `alt` and
 * `decorative`: the picture joins the site's library (201), or a 400 names
 * the field and says what is wrong in words. The type is read from the
 * bytes; an SVG is sanitised before it is stored.
 */
export function uploadMedia(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async (marketer) => {
    const form = await readUploadForm(request);
    if (!form.ok) return form.answer;
    if (form.file.size > MEDIA_UPLOAD_MAX_BYTES) return refused(`/${MEDIA_UPLOAD_FIELDS.file}`, PICTURE_TOO_LARGE);
    const checked = await checkPicture(new Uint8Array(await form.file.arrayBuffer()));
    if (!checked.ok) return refused(`/${MEDIA_UPLOAD_FIELDS.file}`, checked.message);
    const stored = await createDatabaseMediaStore(context.db).put(slug, {
      ...checked.picture,
      alt: form.alt,
      fileName: storable(form.file.name).trim().slice(0, FILE_NAME_MAX_LENGTH) || 'picture',
      uploadedBy: marketer.email,
    });
    return answer<MediaItem>(mediaItem(slug, stored), 201);
  });
}

/** Where the live site and the draft show a picture: a picture still shown is not deleted, or the page would lose it. */
async function usesOf(context: EditorContext, slug: string, id: string): Promise<string[]> {
  const [live, draft] = await Promise.all([createSiteDocumentsRepository(context.db).latestPublished(slug), createDraftsRepository(context.db).load(slug)]);
  const address = uploadedPicturePath(id);
  return [
    ...pictureUses(live?.document, address, context.registry).map((use) => `${use} (live site)`),
    ...pictureUses(draft?.document, address, context.registry).map((use) => `${use} (draft)`),
  ];
}

/**
 * DELETE /editor/api/sites/{slug}/media/{id}: the picture leaves the library.
 * One the live site or the draft still shows is refused (409), naming where,
 * so no page is left without its picture.
 */
export function deleteMedia(context: EditorContext, request: Request, slug: string, id: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => {
    if (!MEDIA_ID.test(id)) return notFound('This site has no such picture.');
    const uses = await usesOf(context, slug, id);
    if (uses.length > 0) {
      const body: MediaInUseAnswer = {
        error: 'in-use',
        message: `This picture is still shown in ${uses.length === 1 ? 'one place' : `${uses.length} places`}: ${uses.join('; ')}. Choose another picture there first, and publish if it is on the live site.`,
        uses,
      };
      return answer(body, 409);
    }
    if (!(await createDatabaseMediaStore(context.db).delete(slug, id))) return notFound('This site has no such picture.');
    forgetResizedPicture(slug, id);
    return answer({ deleted: id });
  });
}

/**
 * GET /editor/api/sites/{slug}/media/{id}?w=320: the picture for the
 * marketer's picker and canvas, from the editor's own address (which serves
 * no dealer site when the editor has a host of its own).
 */
export function editorPicture(context: EditorContext, request: Request, slug: string, id: string): Promise<Response> {
  return forDealerSite(context, request, slug, () => deliverPicture(createDatabaseMediaStore(context.db), request, slug, id));
}
