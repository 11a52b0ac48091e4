import { MantineProvider } from '@mantine/core';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { registry } from '@/blocks';
import { CanvasBridge } from '@/editor/canvas/CanvasBridge.client';
import { markedRegistry } from '@/editor/canvas/marked-registry';
import { CANVAS_QUERY } from '@/editor/canvas/canvas-url';
import { sampleBlogCategoryPath, sampleLocationPath, samplePath } from '@/editor/canvas/sample-path';
import { mantineThemeFor } from '@/runtime/render/mantine-theme';
import { matchPage } from '@/runtime/render/match-page';
import { isBlogCategoryPage } from '@/runtime/render/blog-category-page';
import { isLocationPage, loadPageLocation } from '@/runtime/render/location-page';
import { blogCategories, blogPosts } from '@/runtime/rules/blog-posts';
import { loadPageCar } from '@/runtime/render/vehicle-page';
import { renderPage } from '@/runtime/render/render-page';
import { createSiteContext } from '@/runtime/render/site-context';
import { canEditDealer, currentMarketer } from '@/runtime/server/auth/marketer';
import { loadDraft } from '@/runtime/server/editor/drafts';
import { createBrandTemplatesRepository } from '@/runtime/server/repositories/brand-templates';
import { resolveDocument } from '@/runtime/site-document/resolve';
import { siteScope } from '@/runtime/site-scope';
import { decodedPath } from '@/runtime/tenancy/site-address';
import { platform } from '../../../../../lib/platform';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Editor preview', robots: { index: false } };

const blocksWithIds = markedRegistry(registry);

interface Props {
  params: Promise<{ slug: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The editor's own query parameters (which page, which saved revision); the blocks never see them. */
function editorQuery(searchParams: Record<string, string | string[] | undefined>) {
  const { [CANVAS_QUERY.page]: pageId, [CANVAS_QUERY.revision]: _revision, ...rest } = searchParams;
  return { pageId: typeof pageId === 'string' ? pageId : undefined, blockSearchParams: rest };
}

function Notice({ children }: { children: string }) {
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <p role="status">{children}</p>
    </main>
  );
}

/**
 * The editor's canvas: the current draft rendered by the site's own blocks
 * and loaders, in editor mode, every block marked with its id. The path is
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
  const { pageId, blockSearchParams } = editorQuery(await props.searchParams);
  const page =
    document.pages.find((candidate) => candidate.id === pageId) ?? document.pages.find((candidate) => candidate.path === pattern) ?? matchPage(document.pages, pattern)?.page;
  if (!page) return <Notice>{`The page at ${pattern} is not in the saved draft yet; its preview shows here once the draft is saved.`}</Notice>;

  const sample = isLocationPage(page)
    ? sampleLocationPath(page.path, (await data.locations.forDealerships(document.dealer.dealershipIds))[0])
    : isBlogCategoryPage(page)
      ? sampleBlogCategoryPath(page.path, blogCategories(blogPosts(document.pages))[0]?.slug)
      : samplePath(page.path, page.path.includes(':') ? (await data.cars.listVisible(siteScope(document), { limit: 1 }))[0] : undefined);
  if (!sample.ok) return <Notice>{sample.message}</Notice>;

  const [pageCar, pageLocation] = await Promise.all([loadPageCar(document, page, sample.params, data), loadPageLocation(document, page, sample.params, data)]);
  const site = createSiteContext({
    document,
    basePath: `/sites/${slug}`,
    page,
    params: sample.params,
    searchParams: blockSearchParams,
    mode: 'editor',
    car: pageCar.kind === 'car' ? pageCar.car : undefined,
    location: pageLocation.kind === 'location' ? pageLocation.location : undefined,
  });
  // Not in turns: one marketer's preview, rendered as it always was, every block marked in one go.
  return (
    <MantineProvider theme={mantineThemeFor(document.theme)}>
      {await renderPage({ site, registry: blocksWithIds, data })}
      <CanvasBridge />
    </MantineProvider>
  );
}
