import type { ReactNode } from 'react';
import { registry } from '@/blocks';
import type { Page, SiteDocument } from '@/schemas/site-document';
import { loadBlockData, renderBlocks } from '@/runtime/render/render-blocks';
import { startRenderTurns } from '@/runtime/render/render-turns';
import { createSiteContext } from '@/runtime/render/site-context';
import { platform } from './platform';

interface Props {
  document: SiteDocument;
  page: Page;
  basePath: string;
  params?: Record<string, string>;
  searchParams?: Record<string, string | string[] | undefined>;
  /** Shown in <main> after the page's blocks (the 404 message). */
  children?: ReactNode;
}

/** A page of a dealer site: the site header, the page's blocks and the footer, with every loader run at once. */
export async function SitePage({ document, page, basePath, params, searchParams, children }: Props) {
  const site = createSiteContext({ document, basePath, page, params, searchParams });
  const header = page.layout ? document.layout.header : [];
  const footer = page.layout ? document.layout.footer : [];
  const { data } = await platform();
  const loaded = await loadBlockData([...header, ...page.blocks, ...footer], registry, { site, data });
  const turns = startRenderTurns();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {renderBlocks(header, registry, site, loaded, undefined, turns)}
      <main id="main">
        {renderBlocks(page.blocks, registry, site, loaded, undefined, turns)}
        {children}
      </main>
      {renderBlocks(footer, registry, site, loaded, undefined, turns)}
    </>
  );
}
