import type { Kysely } from 'kysely';
import { searchRequestSchema, type SearchAnswer, type SearchFilters, type SearchRequest } from '../../../schemas/api/search';
import { SEARCH_LIST_FILTERS, SEARCH_RANGE_FILTERS } from '../../../schemas/api/search-words';
import type { RequestError } from '../../../schemas/api/request-errors';
import type { SiteDocument } from '../../../schemas/site-document';
import type { SearchRefinements } from '../../data-access';
import { FIRST_PAGE, normaliseSearchValue, parseSearchQueryString, PRICE_LABEL_FILTERS, type SearchState } from '../../rules/search-query-string';
import { siteScope } from '../../site-scope';
import type { Database } from '../db/types';
import { jsonResponse } from '../http/json-answer';
import { readRequestBody, type HttpAnswer } from '../http/request-body';
import { type BodyRead, readCheckedBody } from '../http/request-body-check';
import { forSite } from '../http/site-handlers';
import type { SiteApiContext } from '../http/site-request';
import type { PublishedSite } from '../site-service';
import { createKeptFacetCounts, type KeptFacetCounts } from './kept-facet-counts';
import { createKeptSearchAnswers } from './kept-search-answers';
import { type AnsweredFrom, searchCars } from './search-cars';
import { type SearchAsked, searchAnswerKey } from './search-answer-key';
import type { StockVersions } from './stock-version';

/**
 * The search API of a dealer site (spec search §7: search_filters, filters,
 * hitsPerPage, offset, query, sort), on plain Requests and values so route
 * files stay one line. GET takes the search page's own query string (spec search §2), so a
 * results URL doubles as an API call; POST takes the JSON body. Bad input is
 * a 400 naming each field: a query-string parameter for GET, a JSON pointer
 * for POST.
 */
export interface SearchContext {
  db: Kysely<Database>;
  document: SiteDocument;
  /** Read with the site in the request's lookup; the search reads them itself without. */
  stockVersions?: StockVersions;
  now?: Date;
  /** Counts kept for a search's other pages and sorts (kept-facet-counts.ts); a published site's search only. */
  keptCounts?: KeptFacetCounts;
}

export const INVALID_SEARCH = 'Invalid search';

type SearchHttpAnswer = HttpAnswer<SearchAnswer | RequestError>;

function invalid(fields: RequestError['fields']): HttpAnswer<RequestError> {
  return { status: 400, body: { error: INVALID_SEARCH, fields } };
}

type AskedRead = { ok: true; asked: SearchAsked } | { ok: false; answer: HttpAnswer<RequestError> };

async function answer(context: SearchContext, { state, options }: SearchAsked, answeredFrom?: AnsweredFrom): Promise<SearchHttpAnswer> {
  const { document } = context;
  const body = await searchCars(context.db, siteScope(document), document.settings, state, {
    ...options,
    stockVersions: context.stockVersions,
    now: context.now ?? new Date(),
    keptCounts: context.keptCounts,
    answeredFrom,
  });
  return { status: 200, body };
}

function askedByQueryString(url: URL): AskedRead {
  const { state, errors } = parseSearchQueryString(url.searchParams);
  if (errors.length > 0) return { ok: false, answer: invalid(errors.map(({ field, message }) => ({ field, message }))) };
  return { ok: true, asked: { state, options: {} } };
}

export async function handleSearchGet(url: URL, context: SearchContext): Promise<SearchHttpAnswer> {
  const read = askedByQueryString(url);
  return read.ok ? answer(context, read.asked) : read.answer;
}

function cleanText(value: string): string {
  return value.trim();
}

/** The body's filters as the search state holds them, read as the query string would read them. */
export function refinementsFromFilters(filters: SearchFilters = {}): SearchRefinements {
  const refinements: SearchRefinements = { lists: {}, ranges: {} };
  for (const filter of SEARCH_LIST_FILTERS) {
    const normalise = (PRICE_LABEL_FILTERS as readonly string[]).includes(filter) ? normaliseSearchValue : (value: string) => value;
    const values = (filters[filter] ?? []).map((value) => normalise(cleanText(value))).filter((value) => value !== '');
    if (values.length > 0) refinements.lists[filter] = [...new Set(values)];
  }
  for (const filter of SEARCH_RANGE_FILTERS) {
    const range = filters[filter];
    if (range && (range.min !== undefined || range.max !== undefined)) refinements.ranges[filter] = { ...range };
  }
  return refinements;
}

/** Checks the body can only make once it is known to be well formed: one of page or offset, and no range upside down. */
function requestProblems(request: SearchRequest): RequestError['fields'] {
  const problems: RequestError['fields'] = [];
  if (request.page !== undefined && request.offset !== undefined) problems.push({ field: '/offset', message: 'cannot be given with page' });
  for (const group of ['filters', 'search_filters'] as const) {
    for (const filter of SEARCH_RANGE_FILTERS) {
      const range = request[group]?.[filter];
      if (range?.min !== undefined && range.max !== undefined && range.min > range.max) {
        problems.push({ field: `/${group}/${filter}`, message: 'min cannot exceed max' });
      }
    }
  }
  return problems;
}

/** The POST body as the search reads it: checked by its schema, then for what only a whole body can get wrong; 400 naming each field. */
export function readSearchRequest(body: unknown): BodyRead<SearchRequest> {
  const read = readRequestBody<SearchRequest>(searchRequestSchema, body);
  if (!read.ok) return { ok: false, answer: invalid(read.answer.body.fields) };
  const problems = requestProblems(read.value);
  return problems.length > 0 ? { ok: false, answer: invalid(problems) } : read;
}

function askedByRequest(request: SearchRequest): SearchAsked {
  const state: SearchState = {
    query: normaliseSearchValue(cleanText(request.query ?? '')),
    page: request.page ?? FIRST_PAGE,
    sortBy: request.sort ?? 'relevant',
    ...refinementsFromFilters(request.filters),
  };
  return { state, options: { hitsPerPage: request.hitsPerPage, offset: request.offset, fixedFilters: refinementsFromFilters(request.search_filters) } };
}

export function searchByRequest(request: SearchRequest, context: SearchContext): Promise<SearchHttpAnswer> {
  return answer(context, askedByRequest(request));
}

/** A GET search of the site whose document is in `context`, answered as a Response. */
export async function searchGetResponse(request: Request, context: SearchContext): Promise<Response> {
  return jsonResponse(await handleSearchGet(new URL(request.url), context));
}

/** A POST search of the site whose document is in `context`: the body read and checked (400 naming each field), then searched. */
export async function searchPostResponse(request: Request, context: SearchContext): Promise<Response> {
  const read = await readCheckedBody(request, readSearchRequest);
  return jsonResponse(read.ok ? await searchByRequest(read.value, context) : read.answer);
}

/**
 * The search answers this app server keeps (kept-search-answers.ts) and the
 * counts of their filters (kept-facet-counts.ts), one store each however
 * many times the bundler loads this module; a draft's preview keeps none.
 * SEARCH_CACHE=off keeps nothing and works every search out, as
 * PAGE_CACHE=off renders every page: the benchmark's measure of a search
 * asked for the first time.
 */
const searchCacheOff = process.env.SEARCH_CACHE === 'off';
const server = globalThis as typeof globalThis & { keptSearchAnswers?: ReturnType<typeof createKeptSearchAnswers>; keptFacetCounts?: KeptFacetCounts };
server.keptSearchAnswers ??= createKeptSearchAnswers(searchCacheOff ? { maxBytes: 0 } : {});
server.keptFacetCounts ??= createKeptFacetCounts();
const keptAnswers = server.keptSearchAnswers;
const keptCounts = searchCacheOff ? undefined : server.keptFacetCounts;

/** A published site's search, answered from the answers kept for its query key (search-answer-key.ts). */
function keptSearch(context: SiteApiContext, request: Request, site: PublishedSite, asked: SearchAsked): Promise<Response> {
  const asOf = site.stockVersions;
  return keptAnswers.respond(request, searchAnswerKey(site, asked), asOf && `${asOf.stock}:${asOf.holds}`, async () => {
    const answeredFrom: AnsweredFrom = { stockVersion: 0 };
    const answered = await answer({ db: context.db, document: site.document, stockVersions: asOf, keptCounts }, asked, answeredFrom);
    // While the whole stock is read again the search answers from the index held: such an answer is kept as of the version it shows.
    return { ...answered, versions: asOf && `${answeredFrom.stockVersion}:${asOf.holds}` };
  });
}

/** GET /api/search?query=…&make=…&price=5000:20000&sortBy=…&page=…: the search page's own query string. */
export function searchByQueryString(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite(context, request, segment, async ({ site }) => {
    const read = askedByQueryString(new URL(request.url));
    return read.ok ? keptSearch(context, request, site, read.asked) : jsonResponse(read.answer);
  });
}

/** POST /api/search {query, filters, search_filters, hitsPerPage, page | offset, sort}. */
export function searchByBody(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite(context, request, segment, async ({ site }) => {
    const read = await readCheckedBody(request, readSearchRequest);
    return read.ok ? keptSearch(context, request, site, askedByRequest(read.value)) : jsonResponse(read.answer);
  });
}
