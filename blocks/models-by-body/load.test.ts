import { describe, expect, it } from 'vitest';
import { createSiteContext } from '../../runtime/render/site-context';
import { testSiteDocument } from '../kit/test-support/site-document';
import { fakeData, searchAnswer } from '../kit/test-support/fake-data';
import { loadModelsByBody } from './load';
import { modelsByBodyDefaults } from './schema';

function siteAt(searchParams: Record<string, string>) {
  const document = testSiteDocument();
  return createSiteContext({ document, basePath: '', page: document.pages[0], searchParams });
}

describe('models by body loader', () => {
  it("searches the site's stock for the body type and lists its models with counts, alphabetically", async () => {
    const data = fakeData({
      answer: searchAnswer({
        facets: {
          make_model: [
            { label: 'Toyota RAV4', value: 'Toyota|RAV4', count: 12 },
            { label: 'Mazda CX-5', value: 'Mazda|CX-5', count: 4 },
          ],
        },
      }),
    });
    const loaded = await loadModelsByBody(modelsByBodyDefaults, { site: siteAt({ body: 'suv' }), data });
    expect(data.search).toHaveBeenCalledWith(expect.anything(), expect.anything(), expect.objectContaining({ lists: { body: ['suv'] } }), { hitsPerPage: 1 });
    expect(loaded).toEqual({
      kind: 'known',
      body: 'suv',
      models: [
        { label: 'Mazda CX-5', value: 'Mazda|CX-5', count: 4 },
        { label: 'Toyota RAV4', value: 'Toyota|RAV4', count: 12 },
      ],
    });
  });

  it('never searches for an unknown body type', async () => {
    const data = fakeData();
    expect(await loadModelsByBody(modelsByBodyDefaults, { site: siteAt({ body: 'spaceship' }), data })).toEqual({ kind: 'unknown', written: 'spaceship', models: [] });
    expect(await loadModelsByBody(modelsByBodyDefaults, { site: siteAt({}), data })).toEqual({ kind: 'none', models: [] });
    expect(data.search).not.toHaveBeenCalled();
  });
});
