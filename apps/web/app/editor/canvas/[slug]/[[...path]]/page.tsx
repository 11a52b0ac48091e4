import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { registry } from '@/blocks';
import { CanvasBridge } from '@/editor/canvas/CanvasBridge.client';
import { CANVAS_QUERY } from '@/editor/canvas/canvas-url';
import { LiveCanvas } from '@/editor/canvas/LiveCanvas.client';
import { loadCanvasBlockData } from '@/runtime/render/canvas-block-data';
import { canvasFrame, canvasSiteContext } from '@/runtime/render/canvas-site';
import { matchPage } from '@/runtime/render/match-page';
import { canEditDealer, currentMarketer } from '@/runtime/server/auth/marketer';
import { loadDraft } from '@/runtime/server/editor/drafts';
import { createBrandTemplatesRepository } from '@/runtime/server/repositories/brand-templates';
import { blocksInTree } from '@/runtime/site-document/block-tree';
import { resolveDocument } from '@/runtime/site-document/resolve';
import { decodedPath } from '@/runtime/tenancy/site-address';
import { platform } from '../../../../../lib/platform';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Editor preview', robots: { index: false } };

interface Props {
  params: Promise<{ slug: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The editor's own query parameter (which page) apart from the rest, which the blocks see as a query string. */
function editorQuery(searchParams: Record<string, string | string[] | undefined>) {
  const { [CANVAS_QUERY.page]: pageId, ...rest } = searchParams;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(rest)) for (const one of [value ?? []].flat()) query.append(name, one);
  return { pageId: typeof pageId === 'string' ? pageId : undefined, blockQuery: query.toString() };
}

function Notice({ children }: { children: string }) {
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <p role="status">{children}</p>
    </main>
  );
}

/**
 * The editor's canvas: the saved draft rendered by the site's own blocks,
 * with their loaders' first data, in editor mode, every block marked with its
 * id; in the browser it then renders the editor's draft in place at every
 * change (LiveCanvas). The path is
 * the page's path as written (/cars/:slug); parameters get a sample from
 * the dealer's stock, on a location page from its locations, and on a blog
 * category page from its posts' categories.
 */
export default async function EditorCanvas(props: Props) {
  const { slug, path = [] } = await props.params;
  const pattern = decodedPath(path);
  if (pattern === undefined) notFound();
  const marketer = await currentMarketer(await headers());
  if (!marketer) redirect(`/editor/sign-in?redirect=${encodeURIComponent(`/editor/${slug}`)}`);
  if (!canEditDealer(marketer, slug)) return <Notice>You cannot edit this dealer&apos;s site.</Notice>;
  const draft = await loadDraft(slug);
  if (!draft) notFound();

  const { db, data } = await platform();
  const { document } = await resolveDocument(draft.document, createBrandTemplatesRepository(db).document, registry);
  const { pageId, blockQuery } = editorQuery(await props.searchParams);
  const page =
    document.pages.find((candidate) => candidate.id === pageId) ?? document.pages.find((candidate) => candidate.path === pattern) ?? matchPage(document.pages, pattern)?.page;
  // A page added since the last save is shown once the editor sends its draft, a moment after this.
  if (!page && !pageId) return <Notice>{`There is no page at ${pattern} in this draft.`}</Notice>;

  const canvas = await canvasFrame({ document, path: page?.path ?? pattern, data, query: blockQuery, now: new Date() });
  if (!canvas.ok) return <Notice>{canvas.message}</Notice>;
  const { frame } = canvas;
  const nodes = page ? blocksInTree([...(page.layout ? [...document.layout.header, ...document.layout.footer] : []), ...page.blocks]) : [];
  const loaded = page ? await loadCanvasBlockData(nodes, registry, { site: canvasSiteContext(slug, document, page, frame), data }) : [];
  const entries = nodes.map((node, index) => ({ type: node.type, props: node.props ?? {}, result: loaded[index]! }));
  return (
    <>
      <LiveCanvas slug={slug} pageId={page?.id ?? pageId!} document={document} frame={frame} entries={entries} />
      <CanvasBridge />
    </>
  );
}
