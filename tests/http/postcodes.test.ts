import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, inject, it } from 'vitest';
import { POSTCODE_NOT_FOUND_MESSAGE } from '../../runtime/rules/lead-requirements';

/**
 * Spec detail §5 over HTTP, on the built app: the offline postcode file is
 * bundled into the server and read there ("A postcode that cannot be
 * geocoded raises Invalid postcode"), and none of it reaches a browser.
 */
const base = inject('appUrl');
const SITE = `${base}/sites/westside-used-cars`;
/** The built app's browser files. */
const BROWSER_FILES = path.join(process.cwd(), 'apps/web/.next/static');

async function solvedCheck(): Promise<string> {
  const challenge = await (await fetch(`${SITE}/api/spam-check`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const contactLead = async (postcode: string) =>
  fetch(`${SITE}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      form: 'contact',
      idempotency_key: `postcode-http-${postcode}-${Date.now().toString(36)}`,
      name: 'Pat',
      last_name: 'Postcode',
      email: 'pat@example.com',
      phone: '0400 000 461',
      postcode,
      url: '/contact-us',
      captcha: await solvedCheck(),
    }),
  });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

describe('POST /api/leads: postcodes located offline', () => {
  it('a contact lead from 4000 (Brisbane) is stored: 201', async () => {
    const answer = await contactLead('4000');
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ lead_id: expect.any(String) });
  });

  it('a postcode of 4 digits no place has (0000) answers 400 naming /postcode "Invalid postcode"', async () => {
    const answer = await contactLead('0000');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'The request has errors.', fields: [{ field: '/postcode', message: POSTCODE_NOT_FOUND_MESSAGE }] });
  });

  it('the postcode file stays on the server: no browser file of the build holds it', () => {
    const browserFiles = filesUnder(BROWSER_FILES).filter((file) => file.endsWith('.js'));
    expect(browserFiles.length).toBeGreaterThan(0);
    // A locality name only the postcode file spells this way.
    const holding = browserFiles.filter((file) => readFileSync(file, 'utf8').includes('BRISBANE ADELAIDE STREET'));
    expect(holding).toEqual([]);
  });
});

describe('GET /api/nearest-locations: the dealer’s locations nearest a postcode, located offline', () => {
  const HARBOUR = `${base}/sites/harbour-city-motors`;

  it('answers Harbour City’s locations nearest Penrith (2750) first, in km, with a cache lifetime', async () => {
    const answer = await fetch(`${HARBOUR}/api/nearest-locations?postcode=2750`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await answer.json()) as { postcode: string; locations: { slug: string; distance_km: number }[] };
    expect(body.postcode).toBe('2750');
    expect(body.locations[0]).toMatchObject({ slug: 'harbour-city-penrith', distance_km: expect.any(Number) });
    expect(body.locations.map((location) => location.slug)).toHaveLength(5);
  });

  it.each([
    ['3 digits', '275', 'Invalid postcode. Please enter a 4-digit number.'],
    ['no postcode', '', 'Invalid postcode. Please enter a 4-digit number.'],
    ['4 digits no place has', '0000', POSTCODE_NOT_FOUND_MESSAGE],
  ])('answers 400 naming /postcode for %s', async (_why, postcode, message) => {
    const answer = await fetch(`${HARBOUR}/api/nearest-locations${postcode ? `?postcode=${postcode}` : ''}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'The request has errors.', fields: [{ field: '/postcode', message }] });
  });
});
