import type { ReactNode } from 'react';
import { registry } from '@/blocks';
import type { Car } from '@/schemas/entities/car';
import type { Page, SiteDocument } from '@/schemas/site-document';
import type { SiteContext } from '@/runtime/block-types';
import { renderPage } from '@/runtime/render/render-page';
import { createSiteContext } from '@/runtime/render/site-context';
import { platform } from './platform';

interface Props {
  document: SiteDocument;
  page: Page;
  basePath: string;
  params?: Record<string, string>;
  searchParams?: Record<string, string | string[] | undefined>;
  /** On a vehicle page, its car (runtime/render/vehicle-page.ts). */
  car?: Car;
  /** The page's context when the route made one already: loaders that ran for its metadata (the search) are not run again. */
  site?: SiteContext;
  /** Shown in <main> after the page's blocks (the 404 message). */
  children?: ReactNode;
}

/** A page of a dealer site, as shoppers get it. */
export async function SitePage({ document, page, basePath, params, searchParams, car, site: given, children }: Props) {
  const site = given ?? createSiteContext({ document, basePath, page, params, searchParams, car });
  const { data } = await platform();
  return renderPage({ site, registry, data, children, inTurns: true });
}
