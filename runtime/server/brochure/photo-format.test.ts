import { describe, expect, it } from 'vitest';
import { embeddablePhotoFormat } from './photo-format';
import { SVG_PHOTO, TINY_JPEG, TINY_PNG } from './test-support/photos';

describe('photo formats pdf-lib can embed', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(embeddablePhotoFormat(TINY_PNG)).toBe('png');
    expect(embeddablePhotoFormat(TINY_JPEG)).toBe('jpeg');
  });

  it('turns down SVG (the demo photos), WebP, a cut-off signature and no photo', () => {
    expect(embeddablePhotoFormat(SVG_PHOTO)).toBeUndefined();
    expect(embeddablePhotoFormat(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBeUndefined();
    expect(embeddablePhotoFormat(TINY_PNG.slice(0, 7))).toBeUndefined();
    expect(embeddablePhotoFormat(TINY_JPEG.slice(0, 2))).toBeUndefined();
    expect(embeddablePhotoFormat(undefined)).toBeUndefined();
  });
});
