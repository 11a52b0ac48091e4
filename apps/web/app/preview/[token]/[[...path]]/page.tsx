import { MantineProvider } from '@mantine/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { registry } from '@/blocks';
import { loadPageLocation } from '@/runtime/render/location-page';
import { mantineThemeFor } from '@/runtime/render/mantine-theme';
import { matchPage } from '@/runtime/render/match-page';
import { renderPage } from '@/runtime/render/render-page';
import { createSiteContext } from '@/runtime/render/site-context';
import { loadPageCar } from '@/runtime/render/vehicle-page';
import { createPreviewLinks } from '@/runtime/server/editor/preview-links';
import { createBrandTemplatesRepository } from '@/runtime/server/repositories/brand-templates';
import { resolveDocument } from '@/runtime/site-document/resolve';
import { decodedPath } from '@/runtime/tenancy/site-address';
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
 * keep to /preview/{token}/…, so a visitor stays in the draft. Anything the
 * link does not open (expired, withdrawn, unknown, or a page the draft does
 * not have) is the 404 beside this route.
 */
export default async function DraftPreview(props: Props) {
  const { token, path = [] } = await props.params;
  const pathname = decodedPath(path);
  if (pathname === undefined) notFound();
  const { db, data } = await platform();
  const previewed = await createPreviewLinks(db).open(token, new Date());
  if (!previewed) notFound();

  const { document } = await resolveDocument(previewed.document, createBrandTemplatesRepository(db).document, registry);
  const match = matchPage(document.pages, pathname);
  if (!match) notFound();
  const [pageCar, pageLocation] = await Promise.all([loadPageCar(document, match.page, match.params, data), loadPageLocation(document, match.page, match.params, data)]);
  if (pageCar.kind === 'no-such-car' || pageLocation.kind === 'no-such-location') notFound();

  const site = createSiteContext({
    document,
    basePath: `/preview/${encodeURIComponent(token)}`,
    page: match.page,
    params: match.params,
    searchParams: await props.searchParams,
    car: pageCar.kind === 'car' ? pageCar.car : undefined,
    location: pageLocation.kind === 'location' ? pageLocation.location : undefined,
  });
  return (
    <MantineProvider theme={mantineThemeFor(document.theme)}>
      <PreviewBanner dealerName={document.dealer.name} expiresAt={previewed.expiresAt} />
      {await renderPage({ site, registry, data })}
    </MantineProvider>
  );
}
