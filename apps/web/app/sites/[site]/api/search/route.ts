import { searchByBody, searchByQueryString } from '@/runtime/server/search/http';
import { platform } from '../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** GET /api/search?query=…&make=…&price=5000:20000&sortBy=…&page=…: the search page's own query string. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return searchByQueryString(await platform(), request, (await params).site);
}

/** POST /api/search {query, filters, search_filters, hitsPerPage, page | offset, sort}. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return searchByBody(await platform(), request, (await params).site);
}
