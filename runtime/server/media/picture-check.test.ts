import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_MAX_DIMENSION_PX, MEDIA_UPLOAD_MAX_BYTES } from './media-limits';
import { checkPicture, EMPTY_FILE, NOT_A_PICTURE, PICTURE_TOO_LARGE, PICTURE_TOO_MANY_PIXELS, sniffPictureType } from './picture-check';
import { testPicture, testSvg } from './test-support/test-pictures';

const text = (value: string) => new TextEncoder().encode(value);

describe('what an uploaded file is', () => {
  it('security: the type is read from the bytes, whatever the file was called', async () => {
    expect(sniffPictureType(await testPicture('jpeg'))).toBe('image/jpeg');
    expect(sniffPictureType(await testPicture('png'))).toBe('image/png');
    expect(sniffPictureType(await testPicture('webp'))).toBe('image/webp');
    expect(sniffPictureType(testSvg())).toBe('image/svg+xml');
    expect(sniffPictureType(text('<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(sniffPictureType(text('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffPictureType(text('GIF89a'))).toBeUndefined();
    expect(sniffPictureType(text('%PDF-1.7'))).toBeUndefined();
  });
});

describe('checking an uploaded picture', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('takes a %s and measures it', async (format) => {
    const check = await checkPicture(await testPicture(format, 640, 480));
    expect(check).toMatchObject({ ok: true, picture: { contentType: `image/${format}`, width: 640, height: 480 } });
  });

  it('measures a portrait phone photo as it is shown, upright', async () => {
    const sideways = new Uint8Array(
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    expect(await checkPicture(sideways)).toMatchObject({ ok: true, picture: { width: 300, height: 400 } });
  });

  it('spec editor: refuses what is not a JPEG, PNG, WebP or SVG picture, and an empty file', async () => {
    expect(await checkPicture(new Uint8Array())).toEqual({ ok: false, message: EMPTY_FILE });
    expect(await checkPicture(text('hello, this is text'))).toEqual({ ok: false, message: NOT_A_PICTURE });
    expect(
      await checkPicture(
        new Uint8Array(
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
        ),
      ),
    ).toEqual({
      ok: false,
      message: NOT_A_PICTURE,
    });
    expect(NOT_A_PICTURE).toBe('This file is not a JPEG, PNG, WebP or SVG picture.');
  });

  it('refuses a picture cut off half way or with its header faked, without throwing', async () => {
    const photo = await testPicture('jpeg', 1200, 900);
    const truncated = await checkPicture(photo.subarray(0, Math.floor(photo.byteLength / 2)));
    expect(truncated.ok).toBe(false);
    const png = await testPicture('png');
    expect((await checkPicture(new Uint8Array([...png.subarray(0, 40), ...new Uint8Array(200)]))).ok).toBe(false);
    expect(await checkPicture(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).toEqual({ ok: false, message: NOT_A_PICTURE });
  });

  it(`spec editor: a picture of exactly ${MEDIA_UPLOAD_MAX_BYTES} bytes is taken; one byte more is refused as larger than 10 MB`, async () => {
    expect((await checkPicture(testSvg(MEDIA_UPLOAD_MAX_BYTES))).ok).toBe(true);
    expect(await checkPicture(testSvg(MEDIA_UPLOAD_MAX_BYTES + 1))).toEqual({ ok: false, message: PICTURE_TOO_LARGE });
    expect(PICTURE_TOO_LARGE).toBe('The picture is larger than 10 MB.');
  });

  it('refuses a picture wider than the largest dimension taken', async () => {
    const wide = await testPicture('png', MEDIA_MAX_DIMENSION_PX + 1, 1);
    expect(await checkPicture(wide)).toEqual({ ok: false, message: PICTURE_TOO_MANY_PIXELS });
    expect((await checkPicture(await testPicture('png', MEDIA_MAX_DIMENSION_PX, 1))).ok).toBe(true);
  });

  it('security: an SVG is stored sanitised', async () => {
    const check = await checkPicture(
      text('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" onload="alert(1)"><script>alert(2)</script><rect width="20" height="10"/></svg>'),
    );
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(new TextDecoder().decode(check.picture.bytes)).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10"></rect></svg>');
    expect(check.picture).toMatchObject({ contentType: 'image/svg+xml', width: 20, height: 10 });
  });

  it('refuses an SVG that is nothing but script', async () => {
    expect(await checkPicture(text('<svg><script>alert(1)</script></svg>'))).toEqual({ ok: false, message: NOT_A_PICTURE });
  });
});
