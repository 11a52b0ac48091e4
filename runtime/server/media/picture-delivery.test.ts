import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURE_WIDTHS } from '../../render/uploaded-picture';
import type { MediaStore, StoredPicture } from './media-store';
import { deliverPicture, forgetResizedPicture, resizedPictures, SVG_SECURITY_POLICY } from './picture-delivery';
import * as resizing from './resize-picture';
import { testPicture, testSvg } from './test-support/test-pictures';

const PHOTO_ID = 'a'.repeat(32);
const DRAWING_ID = 'b'.repeat(32);

/** A store holding one site's photo (2400 × 1200) and drawing. */
function storeWith(photo: Uint8Array): MediaStore {
  const described = (id: string, contentType: StoredPicture['contentType']): StoredPicture => ({
    id,
    siteSlug: 'sunshine-toyota',
    contentType,
    width: 2400,
    height: 1200,
    byteSize: 1,
    alt: '',
    fileName: 'x',
    uploadedBy: null,
    uploadedAt: '2026-01-01T00:00:00.000Z',
  });
  const pictures: Record<string, { picture: StoredPicture; bytes: Uint8Array }> = {
    [PHOTO_ID]: { picture: described(PHOTO_ID, 'image/jpeg'), bytes: photo },
    [DRAWING_ID]: { picture: described(DRAWING_ID, 'image/svg+xml'), bytes: testSvg() },
  };
  return {
    put: vi.fn(),
    list: vi.fn(),
    delete: vi.fn(),
    get: vi.fn(async (site: string, id: string) => (site === 'sunshine-toyota' ? pictures[id] : undefined)),
  };
}

let photo: Uint8Array;
beforeAll(async () => {
  photo = await testPicture('jpeg', 2400, 1200);
});
afterEach(() => {
  forgetResizedPicture('sunshine-toyota', PHOTO_ID);
  forgetResizedPicture('sunshine-toyota', DRAWING_ID);
  vi.restoreAllMocks();
});

const ask = (path: string, headers: Record<string, string> = {}) => new Request(`http://sunshine.localhost:3000${path}`, { headers });
const sizeOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('delivering a library picture, resized', () => {
  it.each(PICTURE_WIDTHS)('spec editor: ?w=%i gives a picture that wide, its height in proportion', async (width) => {
    const response = await deliverPicture(storeWith(photo), ask(`/uploads/${PHOTO_ID}?w=${width}`), 'sunshine-toyota', PHOTO_ID);
    expect(response.status).toBe(200);
    const metadata = await sizeOf(response);
    expect([metadata.width, metadata.height]).toEqual([width, width / 2]);
  });

  it('a width not on the list is served at the nearest one; no w is the largest; junk is 400', async () => {
    const store = storeWith(photo);
    expect((await sizeOf(await deliverPicture(store, ask(`/uploads/${PHOTO_ID}?w=700`), 'sunshine-toyota', PHOTO_ID))).width).toBe(640);
    expect((await sizeOf(await deliverPicture(store, ask(`/uploads/${PHOTO_ID}?w=99999`), 'sunshine-toyota', PHOTO_ID))).width).toBe(1920);
    expect((await sizeOf(await deliverPicture(store, ask(`/uploads/${PHOTO_ID}`), 'sunshine-toyota', PHOTO_ID))).width).toBe(1920);
    for (const junk of ['abc', '-5', '0', '1e3', '640px']) {
      expect((await deliverPicture(store, ask(`/uploads/${PHOTO_ID}?w=${junk}`), 'sunshine-toyota', PHOTO_ID)).status).toBe(400);
    }
  });

  it('never enlarges a small picture', async () => {
    const small = await testPicture('png', 200, 100);
    const response = await deliverPicture(storeWith(small), ask(`/uploads/${PHOTO_ID}?w=1920`), 'sunshine-toyota', PHOTO_ID);
    expect((await sizeOf(response)).width).toBe(200);
  });

  it('WebP for a browser that takes it, the picture’s own format otherwise; cached for a year with an ETag', async () => {
    const store = storeWith(photo);
    const webp = await deliverPicture(store, ask(`/uploads/${PHOTO_ID}?w=320`, { accept: 'image/avif,image/webp,*/*' }), 'sunshine-toyota', PHOTO_ID);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sizeOf(webp)).format).toBe('webp');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(webp.headers.get('vary')).toBe('Accept');
    const jpeg = await deliverPicture(store, ask(`/uploads/${PHOTO_ID}?w=320`, { accept: 'image/*' }), 'sunshine-toyota', PHOTO_ID);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('etag')).not.toBe(webp.headers.get('etag'));
    const again = await deliverPicture(store, ask(`/uploads/${PHOTO_ID}?w=320`, { accept: 'image/*', 'if-none-match': jpeg.headers.get('etag')! }), 'sunshine-toyota', PHOTO_ID);
    expect(again.status).toBe(304);
  });

  it('resizes once: a repeat request is answered from the cache without the store or sharp', async () => {
    const store = storeWith(photo);
    const resize = vi.spyOn(resizing, 'resizePicture');
    await deliverPicture(store, ask(`/uploads/${PHOTO_ID}?w=960`), 'sunshine-toyota', PHOTO_ID);
    await deliverPicture(store, ask(`/uploads/${PHOTO_ID}?w=960`), 'sunshine-toyota', PHOTO_ID);
    expect(store.get).toHaveBeenCalledTimes(1);
    expect(resize).toHaveBeenCalledTimes(1);
    expect(resizedPictures.size).toBeGreaterThan(0);
  });

  it('security: another site’s picture, or an id that is no id, is 404', async () => {
    const store = storeWith(photo);
    expect((await deliverPicture(store, ask(`/uploads/${PHOTO_ID}`), 'harbour-city-motors', PHOTO_ID)).status).toBe(404);
    expect((await deliverPicture(store, ask('/uploads/../../etc'), 'sunshine-toyota', '../../etc')).status).toBe(404);
    expect((await deliverPicture(store, ask(`/uploads/${'c'.repeat(32)}`), 'sunshine-toyota', 'c'.repeat(32))).status).toBe(404);
  });

  it('security: an SVG is sent as stored, with a policy that lets it run and load nothing', async () => {
    const response = await deliverPicture(storeWith(photo), ask(`/uploads/${DRAWING_ID}?w=320`, { accept: 'image/webp' }), 'sunshine-toyota', DRAWING_ID);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(SVG_SECURITY_POLICY);
    expect(SVG_SECURITY_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(new TextDecoder().decode(testSvg()));
  });
});
