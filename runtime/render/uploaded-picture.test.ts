import { describe, expect, it } from 'vitest';
import { IMAGE_URL_PATTERN } from '../../schemas/common';
import { editorPictureAddress, nearestPictureWidth, PICTURE_WIDTHS, uploadedPictureId, uploadedPicturePath } from './uploaded-picture';

const ID = '0123456789abcdef0123456789abcdef';

describe('library picture addresses', () => {
  it('a document holds /uploads/{id}, which the image address pattern already accepts', () => {
    const path = uploadedPicturePath(ID);
    expect(path).toBe(`/uploads/${ID}`);
    expect(new RegExp(IMAGE_URL_PATTERN).test(path)).toBe(true);
    expect(uploadedPictureId(path)).toBe(ID);
  });

  it('other addresses are no library picture', () => {
    for (const url of ['/media/logos/x.svg', `/uploads/${ID}/x`, `/uploads/${ID.toUpperCase()}`, `https://cdn.example.com/uploads/${ID}`, '/uploads/abc']) {
      expect(uploadedPictureId(url)).toBeUndefined();
    }
  });

  it('a width asked for becomes the nearest served width, a tie the larger', () => {
    expect(PICTURE_WIDTHS).toEqual([160, 320, 640, 960, 1280, 1920]);
    expect(nearestPictureWidth(1)).toBe(160);
    expect(nearestPictureWidth(480)).toBe(640);
    expect(nearestPictureWidth(700)).toBe(640);
    expect(nearestPictureWidth(5000)).toBe(1920);
  });

  it("the editor's copy is under the editor's API", () => {
    expect(editorPictureAddress('sunshine-toyota', ID, 320)).toBe(`/editor/api/sites/sunshine-toyota/media/${ID}?w=320`);
  });
});
