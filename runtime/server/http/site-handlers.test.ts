import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR_MESSAGE } from './answer-safely';
import { NO_DEALER_SITE, forSite } from './site-handlers';
import { fakeSiteContext, pagePost, STACK_TRACE, SUNSHINE } from './test-support/fake-site-context';

const schema = { type: 'object', additionalProperties: false, required: ['car_id'], properties: { car_id: { type: 'integer', minimum: 1 } } } as const;
const ok = async () => Response.json({ ok: true });
const get = () => new Request('http://localhost:3000/sites/sunshine-toyota/api/x');

afterEach(() => vi.restoreAllMocks());

describe("forSite: a dealer site's public API", () => {
  it('answers 404 {error, fields: []} where no published site answers, without running the handler', async () => {
    const handle = vi.fn(ok);
    const response = await forSite(fakeSiteContext(), get(), 'no-such-dealer', handle);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: NO_DEALER_SITE, fields: [] });
    expect(handle).not.toHaveBeenCalled();
  });

  it("finds the site by slug (links under /sites/{slug}) and on the dealer's own host (links from /)", async () => {
    const seen: string[] = [];
    const handle = async ({ site, basePath }: { site: { slug: string }; basePath: string }) => {
      seen.push(`${site.slug} ${basePath}`);
      return ok();
    };
    expect((await forSite(fakeSiteContext(), get(), SUNSHINE, handle)).status).toBe(200);
    expect((await forSite(fakeSiteContext(), get(), `~${SUNSHINE}`, handle)).status).toBe(200);
    expect(seen).toEqual([`${SUNSHINE} /sites/${SUNSHINE}`, `${SUNSHINE} `]);
  });

  it('hands the handler the body checked by its schema, defaults filled in', async () => {
    const response = await forSite<{ car_id: number }>(fakeSiteContext(), pagePost('{"car_id": 7}'), SUNSHINE, { body: schema }, async ({ body }) => Response.json(body));
    expect(await response.json()).toEqual({ car_id: 7 });
  });

  it.each([
    ['a body that breaks its schema', pagePost('{"car_id": 0}'), 400, { error: 'The request has errors.', fields: [{ field: '/car_id', message: 'must be at least 1' }] }],
    ['a body that is not JSON', pagePost('{"car_id": '), 400, { error: 'The request body is not valid JSON.', fields: [{ field: '/', message: 'must be JSON' }] }],
    [
      'a body sent as text',
      pagePost('{}', { 'content-type': 'text/plain' }),
      415,
      { error: 'The request body must be JSON.', fields: [{ field: '/', message: 'must be sent as application/json' }] },
    ],
    [
      "another site's page",
      pagePost('{"car_id": 7}', { origin: 'https://evil.example' }),
      403,
      { error: 'The request came from another site and was refused.', fields: [{ field: '/', message: 'must come from a page of this site' }] },
    ],
  ])('refuses %s with the body check’s own answer, never reaching the handler', async (_what, request, status, body) => {
    const handle = vi.fn(ok);
    const response = await forSite(fakeSiteContext(), request, SUNSHINE, { body: schema }, handle);
    expect({ status: response.status, body: await response.json() }).toEqual({ status, body });
    expect(handle).not.toHaveBeenCalled();
  });

  it('takes a reading function where a schema cannot say everything, with that function’s words', async () => {
    const readRange = (_json: unknown) => ({
      ok: false as const,
      answer: { status: 400, body: { error: 'Invalid search', fields: [{ field: '/price', message: 'min cannot exceed max' }] } },
    });
    const response = await forSite(fakeSiteContext(), pagePost('{"price": {"min": 9, "max": 1}}'), SUNSHINE, { body: readRange }, ok);
    expect(await response.json()).toEqual({ error: 'Invalid search', fields: [{ field: '/price', message: 'min cannot exceed max' }] });
  });

  it('answers a failure inside, or in finding the site, with a plain 500: no stack trace, no error text; the log has it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await forSite(fakeSiteContext(), get(), SUNSHINE, async () => {
      throw new Error('secret connection details');
    });
    const unreachable = await forSite({ ...fakeSiteContext(), sites: { bySiteKey: () => Promise.reject(new TypeError('db down')) } }, get(), SUNSHINE, ok);
    for (const response of [broken, unreachable]) {
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ error: SERVER_ERROR_MESSAGE, fields: [] });
      expect(text).not.toMatch(/secret|db down/);
      expect(text).not.toMatch(STACK_TRACE);
    }
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
