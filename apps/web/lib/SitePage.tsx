import type { ReactNode } from 'react';
import { registry } from '@/blocks';
import type { Car } from '@/schemas/entities/car';
import type { Location } from '@/schemas/entities/location';
import type { Page, SiteDocument } from '@/schemas/site-document';
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
  /** On a location page, its location (runtime/render/location-page.ts). */
  location?: Location;
  /** Shown in <main> after the page's blocks (the 404 message). */
  children?: ReactNode;
}

/** A page of a dealer site, as shoppers get it. */
export async function SitePage({ document, page, basePath, params, searchParams, car, location, children }: Props) {
  const site = createSiteContext({ document, basePath, page, params, searchParams, car, location });
  const { data } = await platform();
  return renderPage({ site, registry, data, children, inTurns: true });
}
