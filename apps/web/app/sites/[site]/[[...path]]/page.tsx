import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { matchPage } from '@/runtime/render/match-page';
import { pageMetadata } from '@/runtime/render/page-metadata';
import { decodedPath } from '@/runtime/tenancy/site-address';
import { requireSite } from '../../../../lib/current-site';
import { SitePage } from '../../../../lib/SitePage';

interface Props {
  params: Promise<{ site: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function resolve(props: Props) {
  const { site: segment, path = [] } = await props.params;
  const { site, basePath } = await requireSite(segment);
  const pathname = decodedPath(path);
  const match = pathname === undefined ? undefined : matchPage(site.document.pages, pathname);
  if (!match) notFound();
  return { site, match, basePath, pathname: pathname! };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, match, basePath, pathname } = await resolve(props);
  return pageMetadata(site.document, match.page, pathname, basePath);
}

export default async function DealerPage(props: Props) {
  const { site, match, basePath } = await resolve(props);
  return <SitePage document={site.document} page={match.page} params={match.params} searchParams={await props.searchParams} basePath={basePath} />;
}
