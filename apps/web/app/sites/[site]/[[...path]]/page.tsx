import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { blogCategoryPageTitle } from '@/runtime/render/blog-category-page';
import { jsonLdScriptText } from '@/runtime/render/json-ld';
import { locationPageMetadata, pageMetadata } from '@/runtime/render/page-metadata';
import { searchPageMetadata } from '@/runtime/render/search-seo';
import { isVehiclePage } from '@/runtime/render/vehicle-page';
import { vehicleJsonLd, vehiclePageMetadata } from '@/runtime/render/vehicle-seo';
import { dealerPageAnswer } from '../../../../lib/dealer-page-answer';
import { SitePage } from '../../../../lib/SitePage';

interface Props {
  params: Promise<{ site: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The page's answer; a 404 or a sign-in first are thrown for Next.js to answer. */
async function resolveProps(props: Props) {
  const { site: segment, path = [] } = await props.params;
  const answer = await dealerPageAnswer(segment, path, await props.searchParams);
  if (answer.kind === 'not-found') notFound();
  if (answer.kind === 'sign-in') redirect(answer.to);
  return answer;
}

/** Where this request reached the site, for the absolute addresses of a page without a domain of its own (Open Graph, JSON-LD). */
async function siteAddress(basePath: string): Promise<string> {
  const asked = await headers();
  const protocol = asked.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${protocol}://${asked.get('host') ?? 'localhost'}${basePath}`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, match, basePath, pathname, car, location, search, category } = await resolveProps(props);
  if (car && isVehiclePage(match.page))
    return vehiclePageMetadata(site.document, match.page, pathname, basePath, { car, now: new Date(), siteAddress: await siteAddress(basePath) });
  if (location) return locationPageMetadata(site.document, match.page, pathname, basePath, location);
  if (search) return searchPageMetadata(site.document, match.page, pathname, basePath, search);
  if (category) return pageMetadata(site.document, { ...match.page, title: blogCategoryPageTitle(match.page, category) }, pathname, basePath);
  return pageMetadata(site.document, match.page, pathname, basePath);
}

export default async function DealerPage(props: Props) {
  const { site, match, basePath, car, context } = await resolveProps(props);
  return (
    <>
      {car && isVehiclePage(match.page) ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLdScriptText escapes <, > and & so nothing in a car's text can end the element.
          dangerouslySetInnerHTML={{ __html: jsonLdScriptText(vehicleJsonLd(car, site.document, await siteAddress(basePath))) }}
        />
      ) : null}
      <SitePage document={site.document} page={match.page} basePath={basePath} site={context} />
    </>
  );
}
