import { canvasDataRequestSchema, type CanvasBlockData, type CanvasDataAnswer, type CanvasDataRequest } from '../../../../schemas/api/canvas-block-data';
import type { BlockNode } from '../../../../schemas/block-node';
import type { SiteDocument } from '../../../../schemas/site-document';
import type { DataAccess } from '../../../data-access';
import { loadCanvasBlockData } from '../../../render/canvas-block-data';
import { canvasFrame, canvasSiteContext } from '../../../render/canvas-site';
import { blocksInTree } from '../../../site-document/block-tree';
import { validateSiteDocument } from '../../../site-document/validator';
import { withPlatformTenancy } from '../../../tenancy/document-tenancy';
import { createPlatformSitesRepository } from '../../repositories/platform-sites';
import { answer, invalidRequest } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

/** What the canvas data answer reads besides the editor's own context: the dealer's stock, locations and the rest. */
export interface CanvasDataSources {
  data: DataAccess;
}

/** Every block the canvas may ask about: the page's, and its header's and footer's when the page shows the site's layout. */
function blocksOfPage(document: SiteDocument, pageId: string): Map<string, BlockNode> | undefined {
  const page = document.pages.find((candidate) => candidate.id === pageId);
  if (!page) return undefined;
  const layout = page.layout ? [...document.layout.header, ...document.layout.footer] : [];
  return new Map(blocksInTree([...layout, ...page.blocks]).map((node) => [node.id, node]));
}

/**
 * POST /editor/api/sites/{slug}/canvas-data: blocks' data for the editor's
 * live canvas, from the draft the editor sends (saved or not), with the
 * platform's tenancy laid over it as on every draft: which dealerships' stock
 * a block shows is never the document's to say.
 */
export function canvasBlockData(context: EditorContext, sources: CanvasDataSources, request: Request, slug: string): Promise<Response> {
  return forDealerSite<CanvasDataRequest>(context, request, slug, { body: canvasDataRequestSchema }, async (_marketer, body) => {
    const tenancy = await createPlatformSitesRepository(context.db).get(slug);
    const laid = tenancy ? withPlatformTenancy(body.document, tenancy) : body.document;
    const validation = validateSiteDocument(laid, context.registry);
    // A draft may be half made: its blocks are shown as far as it goes, like the canvas page does. One
    // without the parts every page needs has no page to show.
    const document = validation.document as SiteDocument;
    if (!Array.isArray(document.pages) || !document.dealer || !document.settings || !document.layout) {
      return invalidRequest('/document', 'is not a whole site yet: it needs its dealer, settings, layout and pages');
    }
    const nodes = blocksOfPage(document, body.pageId);
    if (!nodes) return invalidRequest('/pageId', 'is not a page of this draft');
    const page = document.pages.find((candidate) => candidate.id === body.pageId)!;
    let canvas: Awaited<ReturnType<typeof canvasFrame>>;
    try {
      canvas = await canvasFrame({ document, path: page.path, data: sources.data, query: body.query ?? '', now: new Date() });
    } catch {
      // Only a draft whose settings are broken gets here: the editor lists what to fix.
      return invalidRequest('/document', 'has mistakes that stop the preview loading its blocks; fix the ones the editor lists');
    }
    const asked = body.blockIds.map((id) => nodes.get(id));
    const found = asked.filter((node): node is BlockNode => node !== undefined);
    const loaded = canvas.ok ? await loadCanvasBlockData(found, context.registry, { site: canvasSiteContext(slug, document, page, canvas.frame), data: sources.data }) : [];
    let next = 0;
    const results = asked.map((node): CanvasBlockData => {
      if (!node) return { ok: false, reads: [], message: 'This block is not on the page any more.' };
      if (!canvas.ok) return { ok: false, reads: [], message: canvas.message };
      return loaded[next++]!;
    });
    return answer<CanvasDataAnswer>({ results });
  });
}
