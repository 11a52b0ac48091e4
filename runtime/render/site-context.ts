import type { Page, SiteDocument } from '../../schemas/site-document';
import type { SiteContext } from '../block-types';
import { siteHref } from '../tenancy/site-address';

export function createSiteContext(input: {
  document: SiteDocument;
  basePath: string;
  page: Page;
  params?: Record<string, string>;
  searchParams?: Record<string, string | string[] | undefined>;
  mode?: SiteContext['mode'];
  now?: Date;
  car?: SiteContext['car'];
  location?: SiteContext['location'];
}): SiteContext {
  return {
    document: input.document,
    basePath: input.basePath,
    href: (path) => siteHref(input.basePath, path),
    page: input.page,
    params: input.params ?? {},
    searchParams: input.searchParams ?? {},
    mode: input.mode ?? 'site',
    now: input.now ?? new Date(),
    ...(input.car ? { car: input.car } : {}),
    ...(input.location ? { location: input.location } : {}),
  };
}
