import type { ReactNode } from 'react';
import type { LoadContext, SiteContext } from '../block-types';
import type { BlockRegistry } from '../registry';
import { CAR_VIEWS_API_PATH } from '../client/count-car-view';
import { CarViewCounter } from './CarViewCounter.client';
import { isDraftView } from './draft-view';
import { loadBlockData, renderBlocks } from './render-blocks';
import { startRenderTurns } from './render-turns';
import { isVehiclePage } from './vehicle-page';

export interface PageToRender {
  /** The page, its site document and the address it answers, as the blocks see them. */
  site: SiteContext;
  registry: BlockRegistry;
  data: LoadContext['data'];
  /** Shown in <main> after the page's blocks (the 404 message). */
  children?: ReactNode;
  /**
   * Rendered a few blocks per turn of the event loop (render-turns.tsx), so
   * other dealers' shoppers are served between the turns of a long page.
   */
  inTurns?: boolean;
}

/**
 * One page of a dealer site: the site header (unless the page opts out of
 * the layout), the page's blocks in <main id="main"> and the footer, with
 * every loader of all three run at once before anything renders.
 */
export async function renderPage({ site, registry, data, children, inTurns = false }: PageToRender): Promise<ReactNode> {
  const { document, page } = site;
  const header = page.layout ? document.layout.header : [];
  const footer = page.layout ? document.layout.footer : [];
  const loaded = await loadBlockData([...header, ...page.blocks, ...footer], registry, { site, data });
  const turns = inTurns ? startRenderTurns() : undefined;
  return (
    <>
      {/* The editor's canvas is looked at, not tabbed through: a shopper's skip link there is only a stray focus stop. */}
      {site.mode === 'editor' ? null : (
        <a className="skip-link" href="#main">
          Skip to content
        </a>
      )}
      {renderBlocks(header, registry, site, loaded, undefined, turns)}
      <main id="main">
        {renderBlocks(page.blocks, registry, site, loaded, undefined, turns)}
        {children}
      </main>
      {renderBlocks(footer, registry, site, loaded, undefined, turns)}
      {/* A marketer's preview is not a shopper's view, and a car's checkout is not its page. */}
      {site.car && !isDraftView(site) && isVehiclePage(page) ? <CarViewCounter url={site.href(CAR_VIEWS_API_PATH)} carId={site.car.id} /> : null}
    </>
  );
}
