import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../block-types';
import { fixtureRegistry, validFixtureDocument } from '../site-document/test-support/fixture-registry';
import { validSite } from '../site-document/test-support/valid-site';
import { renderPage } from './render-page';
import { createSiteContext } from './site-context';

async function pageMarkup(mode: SiteContext['mode']): Promise<Document> {
  const document = validSite(validFixtureDocument(), fixtureRegistry);
  const site = createSiteContext({ document, basePath: '', page: document.pages[0]!, mode });
  // The fixture blocks load nothing, so no data access is asked for.
  const page = await renderPage({ site, registry: fixtureRegistry, data: undefined as never });
  return new DOMParser().parseFromString(renderToStaticMarkup(<MantineProvider>{page}</MantineProvider>), 'text/html');
}

describe('a page is drawn block by block as the shopper scrolls near (global.css)', () => {
  it("a shopper's page marks its <main>, whose top-level blocks the stylesheet draws when near the screen", async () => {
    const main = (await pageMarkup('site')).querySelector('main#main');
    expect(main?.hasAttribute('data-drawn-when-near')).toBe(true);
    expect(main?.textContent).toContain('Welcome');
  });

  it("the editor's canvas draws every block: its outlines and drop targets reach past a block's edges", async () => {
    const main = (await pageMarkup('editor')).querySelector('main#main');
    expect(main).not.toBeNull();
    expect(main?.hasAttribute('data-drawn-when-near')).toBe(false);
  });
});
