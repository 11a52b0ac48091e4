import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createDatabaseMediaStore } from './database-media-store';
import type { MediaStore, NewPicture } from './media-store';
import { pictureId } from './picture-id';
import { testPicture } from './test-support/test-pictures';

let test: TestDatabase;
let store: MediaStore;
let photo: NewPicture;

beforeAll(async () => {
  test = await createTestDatabase();
  store = createDatabaseMediaStore(test.db);
  photo = { bytes: await testPicture('jpeg', 320, 200), contentType: 'image/jpeg', width: 320, height: 200, alt: 'A red car', fileName: 'red.jpg', uploadedBy: 'sam@example.com' };
}, 120_000);
afterAll(() => test?.drop());

describe(`the media library in the database`, () => {
  it('stores a picture under the hash of its bytes and gives the bytes back unchanged', async () => {
    const stored = await store.put('sunshine-toyota', photo);
    expect(stored).toMatchObject({
      id: pictureId(photo.bytes),
      siteSlug: 'sunshine-toyota',
      contentType: 'image/jpeg',
      width: 320,
      height: 200,
      byteSize: photo.bytes.byteLength,
      alt: 'A red car',
      fileName: 'red.jpg',
      uploadedBy: 'sam@example.com',
    });
    expect(stored.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    const got = await store.get('sunshine-toyota', stored.id);
    expect(got?.picture).toEqual(stored);
    expect(Buffer.from(got!.bytes).equals(Buffer.from(photo.bytes))).toBe(true);
  });

  it('security: one site never finds, lists or deletes another site’s picture', async () => {
    const stored = await store.put('sunshine-toyota', photo);
    expect(await store.get('harbour-city-motors', stored.id)).toBeUndefined();
    expect(await store.list('harbour-city-motors')).toEqual([]);
    expect(await store.delete('harbour-city-motors', stored.id)).toBe(false);
    expect(await store.get('sunshine-toyota', stored.id)).toBeDefined();
  });

  it('the same bytes uploaded again are one picture, with the newer description and name', async () => {
    await store.put('westside-used-cars', photo);
    const again = await store.put('westside-used-cars', { ...photo, alt: 'The red car again', fileName: 'again.jpg' });
    expect(await store.list('westside-used-cars')).toEqual([again]);
    expect(again).toMatchObject({ alt: 'The red car again', fileName: 'again.jpg' });
  });

  it('lists newest first, without bytes, and deletes', async () => {
    const older = await store.put('list-motors', photo);
    const newer = await store.put('list-motors', { ...photo, bytes: await testPicture('png', 16, 16), contentType: 'image/png', width: 16, height: 16 });
    await test.db.updateTable('media').set({ uploaded_at: '2020-01-01T00:00:00Z' }).where('id', '=', older.id).execute();
    const listed = await store.list('list-motors');
    expect(listed.map((picture) => picture.id)).toEqual([newer.id, older.id]);
    expect(listed[0]).not.toHaveProperty('bytes');
    expect(await store.delete('list-motors', older.id)).toBe(true);
    expect(await store.delete('list-motors', older.id)).toBe(false);
    expect((await store.list('list-motors')).map((picture) => picture.id)).toEqual([newer.id]);
  });
});
