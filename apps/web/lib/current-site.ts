import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { SITES_PREFIX } from '@/runtime/tenancy/site-address';
import { platform } from './platform';

/** The link prefix for this request: '' on the dealer's own host, /sites/{key} otherwise. */
export async function basePathFor(siteKey: string): Promise<string> {
  const base = (await headers()).get('x-site-base');
  return base ?? `${SITES_PREFIX}/${encodeURIComponent(siteKey)}`;
}

/** The published site for a key (slug or host), shared by the layout, page and metadata of one request. */
export const siteFor = cache(async (siteKey: string) => {
  const { sites } = await platform();
  return sites.bySiteKey(decodeURIComponent(siteKey));
});

export async function requireSite(siteKey: string) {
  const site = await siteFor(siteKey);
  if (!site) notFound();
  return site;
}
