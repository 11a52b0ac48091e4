import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { registry } from '@/blocks';
import { renderPage } from '@/runtime/render/render-page';
import { createSiteContext } from '@/runtime/render/site-context';
import { SiteThemeProvider } from '@/runtime/render/SiteThemeProvider';
import { previewedPage } from '@/runtime/server/editor/preview-page';
import { decodedPath, PREVIEW_HOST_SITE_HEADER } from '@/runtime/tenancy/site-address';
import { PreviewBanner } from '../../../../lib/PreviewBanner';
import { platform } from '../../../../lib/platform';

export const dynamic = 'force-dynamic';

/** A draft is never for search engines, nor are the links in it. */
export const metadata: Metadata = { title: 'Preview — not live', robots: { index: false, follow: false } };

interface Props {
  params: Promise<{ token: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * A dealer's draft, as it was when a marketer shared the link, for someone
 * without an editor account (a manager, the brand): rendered by the site's
 * own blocks and loaders, as the editor's canvas renders it. Links inside it
 * keep to /preview/{token}/…, so a visitor stays in the draft, and so do the
 * search, locations, saved cars and pictures the page's islands read (the
 * routes beside this one); its forms check what is typed and send nothing. Anything the
 * link does not open (expired, stopped, unknown, or a page the draft does
 * not have) is the 404 beside this route.
 */
export default async function DraftPreview(props: Props) {
  const { token, path = [] } = await props.params;
  const pathname = decodedPath(path);
  if (pathname === undefined) notFound();
  const { db, data } = await platform();
  const found = await previewedPage(db, registry, data, token, pathname, new Date(), (await headers()).get(PREVIEW_HOST_SITE_HEADER));
  if (!found) notFound();
  const site = createSiteContext({
    document: found.document,
    basePath: `/preview/${encodeURIComponent(token)}`,
    page: found.page,
    params: found.params,
    searchParams: await props.searchParams,
    car: found.car,
    location: found.location,
    mode: 'preview',
  });
  return (
    <SiteThemeProvider theme={found.document.theme}>
      <PreviewBanner dealerName={found.document.dealer.name} expiresAt={found.expiresAt} />
      {await renderPage({ site, registry, data })}
    </SiteThemeProvider>
  );
}
