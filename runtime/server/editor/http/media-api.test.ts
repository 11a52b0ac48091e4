import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../blocks';
import { mediaInUseAnswerSchema, mediaItemSchema, mediaListAnswerSchema } from '../../../../schemas/api/media';
import { createAjv } from '../../../../schemas/ajv';
import { DEMO_MARKETERS } from '../../auth/demo-marketers';
import { createTestAuth, signedInHeaders } from '../../auth/test-support/signed-in';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../../dealer-configs';
import { MEDIA_UPLOAD_MAX_BYTES } from '../../media/media-limits';
import { testPicture, testSvg } from '../../media/test-support/test-pictures';
import type { EditorContext } from './editor-access';
import { createDraftsRepository } from '../drafts';
import { deleteMedia, editorPicture, listMedia, uploadMedia } from './media-api';

let test: TestDatabase;
let context: EditorContext;
let as: { sunshine: Headers; harbour: Headers; signedOut: Headers };

beforeAll(async () => {
  test = await createTestDatabase();
  await importDealerConfigs(test.db, await readDealerConfigs());
  const auth = await createTestAuth(test.db);
  context = { db: test.db, auth, registry };
  const emailFor = (slug: string) => DEMO_MARKETERS.find((m) => m.dealerSlugs.includes(slug))!.email;
  as = {
    sunshine: await signedInHeaders(auth, emailFor('sunshine-toyota'), '10.5.0.1'),
    harbour: await signedInHeaders(auth, emailFor('harbour-city-motors'), '10.5.0.2'),
    signedOut: new Headers({ host: 'localhost:3000' }),
  };
}, 120_000);
afterAll(() => test?.drop());

const ajv = createAjv();
const MEDIA = 'http://localhost:3000/editor/api/sites/sunshine-toyota/media';

function form(fields: { file?: Uint8Array | string; name?: string; alt?: string; decorative?: boolean }): FormData {
  const body = new FormData();
  if (fields.file !== undefined) body.set('file', new File([fields.file as BlobPart], fields.name ?? 'picture.jpg', { type: 'image/jpeg' }));
  if (fields.alt !== undefined) body.set('alt', fields.alt);
  if (fields.decorative) body.set('decorative', 'true');
  return body;
}

const upload = (headers: Headers, body: FormData | string, slug = 'sunshine-toyota') => uploadMedia(context, new Request(MEDIA, { method: 'POST', headers, body }), slug);
const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('the media library API', () => {
  it('spec editor: a marketer uploads a picture with its description and finds it in the list', async () => {
    const photo = await testPicture('jpeg', 1600, 900);
    const { status, body } = await answerOf(await upload(as.sunshine, form({ file: photo, alt: 'Our showroom at dusk', name: 'showroom.jpg' })));
    expect(status).toBe(201);
    expect(ajv.validate(mediaItemSchema, body)).toBe(true);
    expect(body).toMatchObject({ url: `/uploads/${body.id}`, width: 1600, height: 900, alt: 'Our showroom at dusk', name: 'showroom.jpg', contentType: 'image/jpeg' });
    expect(body.thumbnailUrl).toBe(`/editor/api/sites/sunshine-toyota/media/${body.id}?w=320`);
    const listed = await answerOf(await listMedia(context, new Request(MEDIA, { headers: as.sunshine }), 'sunshine-toyota'));
    expect(ajv.validate(mediaListAnswerSchema, listed.body)).toBe(true);
    expect(listed.body.media.map((item: { id: string }) => item.id)).toContain(body.id);
    const thumbnail = await editorPicture(context, new Request(`${MEDIA}/${body.id}?w=320`, { headers: as.sunshine }), 'sunshine-toyota', body.id);
    expect(thumbnail.status).toBe(200);
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(320);
  });

  it("security: another dealer's marketer may not upload, list, see or delete this site's pictures; signed out is 401", async () => {
    const photo = await testPicture('png', 40, 40);
    const { body } = await answerOf(await upload(as.sunshine, form({ file: photo, alt: 'A swatch' })));
    expect((await upload(as.harbour, form({ file: photo, alt: 'Mine now' }))).status).toBe(403);
    expect((await upload(as.signedOut, form({ file: photo, alt: 'Anyone' }))).status).toBe(401);
    // A page of another site posting the form with the marketer's cookies (request forgery) is refused.
    const forged = new Headers([...as.sunshine, ['origin', 'https://evil.example'], ['sec-fetch-site', 'cross-site']]);
    expect((await upload(forged, form({ file: photo, alt: 'Forged' }))).status).toBe(403);
    expect((await listMedia(context, new Request(MEDIA, { headers: as.harbour }), 'sunshine-toyota')).status).toBe(403);
    expect((await editorPicture(context, new Request(`${MEDIA}/${body.id}`, { headers: as.harbour }), 'sunshine-toyota', body.id)).status).toBe(403);
    expect((await deleteMedia(context, new Request(`${MEDIA}/${body.id}`, { method: 'DELETE', headers: as.harbour }), 'sunshine-toyota', body.id)).status).toBe(403);
    // Under the other dealer's own site, the picture is not there at all.
    expect((await editorPicture(context, new Request(`${MEDIA}/${body.id}`, { headers: as.harbour }), 'harbour-city-motors', body.id)).status).toBe(404);
  });

  it('spec editor: bad uploads are 400s naming the field in words, never 500s', async () => {
    const photo = await testPicture('jpeg', 64, 64);
    const bigPhoto = await testPicture('png', 1200, 900);
    const refusals: [FormData | string, string, RegExp][] = [
      [form({ file: photo }), '/alt', /^Describe the picture for people who cannot see it, or mark it as decoration\.$/],
      [form({ file: photo, alt: '   ' }), '/alt', /^Describe the picture/],
      [form({ file: photo, alt: 'x'.repeat(301) }), '/alt', /too long: at most 300 characters/],
      [form({ alt: 'No file' }), '/file', /^Choose a picture file to upload\.$/],
      [form({ file: new Uint8Array(), alt: 'Empty' }), '/file', /^This file is empty\.$/],
      [form({ file: 'just some text', name: 'car.jpg', alt: 'Text called a JPEG' }), '/file', /^This file is not a JPEG, PNG, WebP or SVG picture\.$/],
      [form({ file: bigPhoto.subarray(0, bigPhoto.byteLength / 2), alt: 'Cut off' }), '/file', /^This picture is damaged or incomplete/],
      ['not a form', '/', /multipart\/form-data/],
    ];
    for (const [body, field, message] of refusals) {
      const headers = typeof body === 'string' ? new Headers([...as.sunshine, ['content-type', 'text/plain']]) : as.sunshine;
      const answered = await answerOf(await upload(headers, body));
      expect(answered, String(message)).toMatchObject({ status: 400, body: { error: 'invalid-request', field } });
      expect(answered.body.message).toMatch(message);
    }
    const cutOffForm = new Request(MEDIA, {
      method: 'POST',
      headers: new Headers([...as.sunshine, ['content-type', 'multipart/form-data; boundary=xyz']]),
      body: '--xyz\r\nContent-Disp',
    });
    expect((await uploadMedia(context, cutOffForm, 'sunshine-toyota')).status).toBe(400);
  });

  it('spec editor: a picture of exactly 10 MB is taken and one byte more is refused', async () => {
    expect((await upload(as.sunshine, form({ file: testSvg(MEDIA_UPLOAD_MAX_BYTES), name: 'big.svg', alt: 'A big drawing' }))).status).toBe(201);
    const over = await answerOf(await upload(as.sunshine, form({ file: testSvg(MEDIA_UPLOAD_MAX_BYTES + 1), name: 'bigger.svg', alt: 'Too big' })));
    expect(over).toEqual({ status: 400, body: { error: 'invalid-request', field: '/file', message: 'The picture is larger than 10 MB.' } });
  });

  it('a decorative picture is stored with an empty description', async () => {
    const { status, body } = await answerOf(await upload(as.sunshine, form({ file: await testPicture('webp', 30, 30), alt: 'ignored', decorative: true })));
    expect(status).toBe(201);
    expect(body.alt).toBe('');
  });

  it('security: an uploaded SVG is stored sanitised and served with its own strict policy', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)"><script>alert(2)</script><foreignObject><p>hi</p></foreignObject><a xlink:href="javascript:alert(3)"><rect width="10" height="10"/></a></svg>';
    const { body } = await answerOf(await upload(as.sunshine, form({ file: svg, name: 'logo.svg', alt: 'Logo' })));
    const served = await editorPicture(context, new Request(`${MEDIA}/${body.id}`, { headers: as.sunshine }), 'sunshine-toyota', body.id);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(await served.text()).not.toMatch(/script|onload|foreignObject|javascript|<p>/i);
  });

  it('deletes a picture; deleting it again or an id that is no id is 404', async () => {
    const { body } = await answerOf(await upload(as.sunshine, form({ file: await testPicture('png', 12, 12), alt: 'Dot' })));
    const remove = (id: string) => deleteMedia(context, new Request(`${MEDIA}/${id}`, { method: 'DELETE', headers: as.sunshine }), 'sunshine-toyota', id);
    expect(await answerOf(await remove(body.id))).toEqual({ status: 200, body: { deleted: body.id } });
    expect((await remove(body.id)).status).toBe(404);
    expect((await remove('nope')).status).toBe(404);
    expect((await editorPicture(context, new Request(`${MEDIA}/${body.id}`, { headers: as.sunshine }), 'sunshine-toyota', body.id)).status).toBe(404);
  });

  it('editor media: a picture the draft or the live site still shows is not deleted (409, naming where); once no page shows it, it is', async () => {
    const { body } = await answerOf(await upload(as.sunshine, form({ file: await testPicture('png', 40, 20), alt: 'Service bay' })));
    const remove = (id: string) => deleteMedia(context, new Request(`${MEDIA}/${id}`, { method: 'DELETE', headers: as.sunshine }), 'sunshine-toyota', id);
    const drafts = createDraftsRepository(test.db);
    const before = (await drafts.load('sunshine-toyota'))!;
    const home = (before.document.pages as { path: string; seo?: Record<string, unknown> }[]).find((page) => page.path === '/')!;
    const withPicture = structuredClone(before.document);
    const homeCopy = (withPicture.pages as (typeof home)[]).find((page) => page.path === '/')!;
    homeCopy.seo = { ...homeCopy.seo, ogImage: body.url };
    const saved = await drafts.save('sunshine-toyota', withPicture, before.revision, 'test');
    if (!saved.saved) throw new Error('The draft was not saved');

    const refused = await answerOf(await remove(body.id));
    expect(refused.status).toBe(409);
    expect(ajv.validate(mediaInUseAnswerSchema, refused.body)).toBe(true);
    expect(refused.body.uses).toEqual([expect.stringMatching(/^Page “.+”: its sharing picture \(draft\)$/)]);
    expect(refused.body.message).toMatch(/^This picture is still shown in one place: Page “/);
    expect((await editorPicture(context, new Request(`${MEDIA}/${body.id}`, { headers: as.sunshine }), 'sunshine-toyota', body.id)).status).toBe(200);

    const back = await drafts.save('sunshine-toyota', before.document, saved.revision, 'test');
    expect(back.saved).toBe(true);
    expect((await remove(body.id)).status).toBe(200);
  });
});
