import { afterAll, describe, expect, inject, it } from 'vitest';
import { getWithHost } from '../support/http';

/**
 * The media library through the real server and its proxy: an upload
 * larger than a site document gets past the door, and a picture is served
 * on /sites/{slug} and on the dealer's own host with its own headers, which
 * the proxy's page policy does not replace.
 */
const base = inject('appUrl');
const port = inject('appPort');
const cookie = inject('marketerCookies').sunshineEditor;
const MEDIA = `${base}/editor/api/sites/sunshine-toyota/media`;
const uploaded: string[] = [];

async function upload(file: Blob, name: string, alt: string): Promise<Response> {
  const form = new FormData();
  form.set('file', file, name);
  form.set('alt', alt);
  return fetch(MEDIA, { method: 'POST', headers: { cookie, origin: base }, body: form });
}

afterAll(async () => {
  for (const id of uploaded) await fetch(`${MEDIA}/${id}`, { method: 'DELETE', headers: { cookie, origin: base } });
});

describe('media library over HTTP', () => {
  it('security: an uploaded SVG is served sanitised, on the site and on its own host, with the strict policy and nosniff', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script><rect width="40" height="20"/></svg>';
    const response = await upload(new Blob([svg], { type: 'text/html' }), 'badge.svg', 'A red badge');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    uploaded.push(id);
    for (const served of [
      await getWithHost(`${base}/sites/sunshine-toyota/uploads/${id}`, `localhost:${port}`),
      await getWithHost(`${base}/uploads/${id}`, `sunshine-toyota.localhost:${port}`),
    ]) {
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.body).not.toMatch(/script|onload/);
    }
    expect((await getWithHost(`${base}/uploads/${id}`, `harbour-city-motors.localhost:${port}`)).status).toBe(404);
  });

  it('a file over 4 MB (the largest site document) still reaches the upload and is judged by the picture limit', async () => {
    const response = await upload(new Blob([new Uint8Array(5_000_000)]), 'zeros.jpg', 'Nothing');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: '/file', message: 'This file is not a JPEG, PNG, WebP or SVG picture.' });
    const tooLarge = await upload(new Blob([new Uint8Array(10_000_001)]), 'huge.jpg', 'Huge');
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toMatchObject({ field: '/file', message: 'The picture is larger than 10 MB.' });
  });
});
