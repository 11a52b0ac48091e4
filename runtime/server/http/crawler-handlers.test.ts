import { afterEach, describe, expect, it, vi } from 'vitest';
import { forCrawler } from './crawler-handlers';
import { fakeSiteContext, STACK_TRACE, SUNSHINE } from './test-support/fake-site-context';

afterEach(() => vi.restoreAllMocks());

describe('forCrawler: robots.txt and sitemap.xml', () => {
  it('answers a plain-text 404 where no published site answers', async () => {
    const handle = vi.fn(async () => new Response('User-agent: *'));
    const response = await forCrawler(fakeSiteContext(), 'no-such-dealer', handle);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
    expect(handle).not.toHaveBeenCalled();
  });

  it('gives the handler the site and its link prefix', async () => {
    const response = await forCrawler(fakeSiteContext(), `~${SUNSHINE}`, async ({ site, basePath }) => new Response(`${site.slug}|${basePath}`));
    expect(await response.text()).toBe(`${SUNSHINE}|`);
  });

  it('answers a failure inside with a plain-text 500 and no stack trace', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await forCrawler(fakeSiteContext(), SUNSHINE, async () => {
      throw new Error('secret connection details');
    });
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text).not.toMatch(/secret/);
    expect(text).not.toMatch(STACK_TRACE);
    expect(logged).toHaveBeenCalled();
  });
});
