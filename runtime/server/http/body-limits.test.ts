import { describe, expect, it } from 'vitest';
import { MAX_FEED_BYTES } from '../../../schemas/api/stock-import';
import { BodyTooLarge, MAX_EDITOR_BODY_BYTES, MAX_REQUEST_BYTES, MAX_SHOPPER_BODY_BYTES, readBodyText, refusedAtTheDoor, sizeInWords } from './body-limits';
import { MEDIA_UPLOAD_BODY_MAX_BYTES } from '../media/media-limits';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://x.invalid/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('request bodies are capped', () => {
  it('security: a body of exactly the limit is read, one byte more is refused', async () => {
    expect(await readBodyText(post('a'.repeat(100)), 100)).toHaveLength(100);
    await expect(readBodyText(post('a'.repeat(101)), 100)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('security: a body that declares more than the limit is refused before it is read', async () => {
    // Reading this body fails, so refusing with BodyTooLarge shows nothing was read.
    const body = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error('the body was read')) });
    await expect(readBodyText(post(body, { 'content-length': '101' }), 100)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('security: a chunked body is cut off once it passes the limit', async () => {
    await expect(readBodyText(post(streamOf('a'.repeat(60), 'b'.repeat(60))), 100)).rejects.toThrow('The request body is too large: at most 100 bytes.');
    expect(await readBodyText(post(streamOf('a'.repeat(50), 'é'.repeat(25))), 100)).toBe('a'.repeat(50) + 'é'.repeat(25));
  });

  it('names the limits in plain words', () => {
    expect(sizeInWords(MAX_SHOPPER_BODY_BYTES)).toBe('32 kB');
    expect(sizeInWords(MAX_EDITOR_BODY_BYTES)).toBe('4 MB');
    expect(new BodyTooLarge(MAX_EDITOR_BODY_BYTES).message).toBe('The request body is too large: at most 4 MB.');
  });

  it('security: the server refuses at the door a body larger than any route takes, or one without a length', () => {
    expect(refusedAtTheDoor({ 'content-length': String(MAX_REQUEST_BYTES) })).toBeUndefined();
    expect(refusedAtTheDoor({ 'content-length': String(MAX_REQUEST_BYTES + 1) })?.status).toBe(413);
    expect(refusedAtTheDoor({ 'transfer-encoding': 'chunked' })?.status).toBe(411);
    expect(refusedAtTheDoor({})).toBeUndefined();
  });

  it('a picture upload to the media library may be as large as the picture limit and its form, and no larger', () => {
    const upload = '/editor/api/sites/sunshine-toyota/media';
    expect(refusedAtTheDoor({ 'content-length': String(MEDIA_UPLOAD_BODY_MAX_BYTES) }, upload, 'POST')).toBeUndefined();
    expect(refusedAtTheDoor({ 'content-length': String(MEDIA_UPLOAD_BODY_MAX_BYTES + 1) }, upload, 'POST')?.status).toBe(413);
    expect(refusedAtTheDoor({ 'content-length': String(MAX_REQUEST_BYTES + 1) }, upload, 'PUT')?.status).toBe(413);
    expect(refusedAtTheDoor({ 'content-length': String(MAX_REQUEST_BYTES + 1) }, '/editor/api/sites/sunshine-toyota/draft', 'POST')?.status).toBe(413);
  });

  it('a stock feed to the platform admin API may be as large as MAX_FEED_BYTES, and no larger; only that route and only POST', () => {
    const feed = '/editor/api/platform/dealerships/101/stock';
    expect(refusedAtTheDoor({ 'content-length': String(MAX_FEED_BYTES) }, feed, 'POST')).toBeUndefined();
    expect(refusedAtTheDoor({ 'content-length': String(MAX_FEED_BYTES + 1) }, feed, 'POST')?.status).toBe(413);
    expect(refusedAtTheDoor({ 'content-length': String(MAX_REQUEST_BYTES + 1) }, feed, 'PUT')?.status).toBe(413);
    expect(refusedAtTheDoor({ 'content-length': String(MAX_REQUEST_BYTES + 1) }, '/editor/api/platform/sites/sunshine-toyota', 'POST')?.status).toBe(413);
  });
});
