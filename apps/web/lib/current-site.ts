import { notFound } from 'next/navigation';
import { cache } from 'react';
import { publishedSiteAt } from '@/runtime/server/http/site-request';
import { platform } from './platform';

/**
 * The published site for a /sites/{segment} (a slug, a host, or either
 * marked as arriving on the dealer's own host), with the link prefix to use.
 * Shared by the layout, page and metadata of one request.
 */
export const siteFor = cache(async (segment: string) => publishedSiteAt((await platform()).sites, segment));

export async function requireSite(segment: string) {
  const found = await siteFor(segment);
  if (!found) notFound();
  return found;
}
