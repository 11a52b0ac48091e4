import type { Page, SiteDocument } from '../../schemas/site-document';
import type { SiteContext } from '../block-types';
import type { DataAccess } from '../data-access';
import { blogCategories, blogPosts } from '../rules/blog-posts';
import { siteScope } from '../site-scope';
import { isBlogCategoryPage } from './blog-category-page';
import { isLocationPage, loadPageLocation } from './location-page';
import { searchParamsOfQuery } from './query-params';
import { sampleBlogCategoryPath, sampleLocationPath, samplePath } from './sample-path';
import { createSiteContext } from './site-context';
import { loadPageCar } from './vehicle-page';

/**
 * What the editor's canvas shows a page's address with: samples for the
 * parameters of its path (a car from the dealer's stock, on a location page
 * a location, on a blog category page a category), the car or location they
 * name, the canvas's own query string and the moment the preview shows.
 * Plain data: the canvas page sends it to the browser, where the canvas
 * renders the draft with it.
 */
export interface CanvasFrame {
  params: Record<string, string>;
  query: string;
  now: string;
  car?: SiteContext['car'];
  location?: SiteContext['location'];
}

/** The canvas frame of a page path as written (/cars/:slug), or why it cannot be previewed. */
export async function canvasFrame(input: {
  document: SiteDocument;
  path: string;
  data: DataAccess;
  query: string;
  now: Date;
}): Promise<{ ok: true; frame: CanvasFrame } | { ok: false; message: string }> {
  const { document, path, data } = input;
  const page = { path };
  const sample = isLocationPage(page)
    ? sampleLocationPath(path, (await data.locations.forDealerships(document.dealer.dealershipIds))[0])
    : isBlogCategoryPage(page)
      ? sampleBlogCategoryPath(path, blogCategories(blogPosts(document.pages))[0]?.slug)
      : samplePath(path, path.includes(':') ? (await data.cars.listVisible(siteScope(document), { limit: 1 }))[0] : undefined);
  if (!sample.ok) return { ok: false, message: sample.message };
  const [pageCar, pageLocation] = await Promise.all([loadPageCar(document, page, sample.params, data), loadPageLocation(document, page, sample.params, data)]);
  const frame: CanvasFrame = {
    params: sample.params,
    query: input.query,
    now: input.now.toISOString(),
    ...(pageCar.kind === 'car' ? { car: pageCar.car } : {}),
    ...(pageLocation.kind === 'location' ? { location: pageLocation.location } : {}),
  };
  return { ok: true, frame };
}

/** A draft page as the canvas shows it, in editor mode at /sites/{slug}: on the server for its first data, and in the browser. */
export function canvasSiteContext(slug: string, document: SiteDocument, page: Page, frame: CanvasFrame): SiteContext {
  return createSiteContext({
    document,
    basePath: `/sites/${slug}`,
    page,
    params: frame.params,
    searchParams: searchParamsOfQuery(frame.query),
    mode: 'editor',
    now: new Date(frame.now),
    car: frame.car,
    location: frame.location,
  });
}
