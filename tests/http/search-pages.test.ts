import { describe, expect, inject, it } from 'vitest';
import { slugOf } from '../../runtime/rules/slug';
import { getWithHost } from '../support/http';

const base = inject('appUrl');
const port = inject('appPort');
const SITE = `${base}/sites/harbour-city-motors`;

interface Answer {
  facets: { make: { value: string }[]; model: { value: string }[] };
}

async function stockMake(): Promise<string> {
  const answer = (await (await fetch(`${SITE}/api/search`)).json()) as Answer;
  return answer.facets.make[0].value;
}

describe('search pages whose address names a make, model or body (issue 15)', () => {
  it.each(['/search/nonexistent-make', '/search/nonexistent-make/some-model'])('%s names nothing the stock has: the 404 page, not "Nonexistent Make for sale"', async (path) => {
    const response = await fetch(`${SITE}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).not.toContain('Nonexistent Make for sale');
  });

  it("a make the stock has, with a model it does not, is a 404; on the dealer's own host too", async () => {
    const make = slugOf(await stockMake());
    expect((await fetch(`${SITE}/search/${make}/no-such-model`)).status).toBe(404);
    expect((await getWithHost(`${base}/search/nonexistent-make`, `harbour-city-motors.localhost:${port}`)).status).toBe(404);
  });

  it('a make and a body type the stock has still answer, titled by what they name', async () => {
    const make = await stockMake();
    const byMake = await fetch(`${SITE}/search/${slugOf(make)}`);
    expect(byMake.status).toBe(200);
    expect(await byMake.text()).toContain(`<title>${make} for sale`);
    const bySuv = await fetch(`${SITE}/search/suv`);
    expect(bySuv.status).toBe(200);
    expect(await bySuv.text()).toContain('<title>SUV for sale');
  });
});
