import { requestJson } from '@/runtime/server/http/request-body';
import { handleSearchGet, handleSearchPost } from '@/runtime/server/search/http';
import { siteFor } from '../../../../../lib/current-site';
import { platform } from '../../../../../lib/platform';

export const dynamic = 'force-dynamic';

const NO_SITE = { error: 'No dealer site answers at this address.', fields: [] };

/** GET /api/search?query=…&make=…&price=5000:20000&sortBy=…&page=…: the search page's own query string. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const found = await siteFor((await params).site);
  if (!found) return Response.json(NO_SITE, { status: 404 });
  const answer = await handleSearchGet(new URL(request.url), { db: (await platform()).db, document: found.site.document });
  return Response.json(answer.body, { status: answer.status });
}

/** POST /api/search {query, filters, search_filters, hitsPerPage, page | offset, sort}. */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const found = await siteFor((await params).site);
  if (!found) return Response.json(NO_SITE, { status: 404 });
  const body = await requestJson(request);
  if (!body.ok) return Response.json(body.answer.body, { status: body.answer.status });
  const answer = await handleSearchPost(body.value, { db: (await platform()).db, document: found.site.document });
  return Response.json(answer.body, { status: answer.status });
}
