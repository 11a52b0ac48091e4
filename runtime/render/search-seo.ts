import type { Metadata } from 'next';
import type { SearchAnswer, SearchFilters } from '../../schemas/api/search';
import { MAKE_MODEL_SEPARATOR } from '../../schemas/api/search-words';
import { CAR_TYPES } from '../../schemas/entities/car-values';
import type { Page, SiteDocument } from '../../schemas/site-document';
import { combineRefinements, refinementsFromFilters } from '../client/search-filters';
import type { SearchRefinements } from '../data-access';
import { bodyLabel } from '../rules/body-label';
import { formatAud } from '../rules/price-display';
import { DEFAULT_SORT, searchToQueryString, type SearchState } from '../rules/search-query-string';
import { shopperWords } from '../rules/shopper-words';
import { canonicalUrl, pageMetadata } from './page-metadata';

/**
 * A search page's title, description and canonical address name the search
 * it shows (issue 15: every search page was titled "Cars by make or body
 * type"): "Used Toyota Corolla for sale in Maroochydore | Sunshine Coast
 * Toyota". What is named is what the page's own filters, its address and the
 * shopper's choices have in common: a car type or two, a make or two with one
 * model, one body type, and the one city the cars are in (or the dealer's
 * own city).
 */
export interface NamedSearch {
  /** The page's own filters and the ones its address names (the search results block's and the path's). */
  fixedFilters: SearchFilters;
  /** The shopper's search, from the query string. */
  state: SearchState;
  answer: Pick<SearchAnswer, 'hits' | 'count' | 'displayedCount' | 'page' | 'pages' | 'facets' | 'facetStats'>;
}

/** More makes than this are not named: "Toyota, Mazda and Kia for sale" says less than "Cars for sale". */
export const MOST_MAKES_NAMED = 2;

const CAR_TYPE_WORDS: Readonly<Record<string, string>> = { new: 'new', demo: 'demo', used: 'used' };

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function andList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "new and demo", or '' when every car type (or none) is chosen. */
function carTypeWords(lists: SearchRefinements['lists']): string {
  const chosen = CAR_TYPES.filter((type) => lists.car_type?.includes(type));
  if (chosen.length === 0 || chosen.length === CAR_TYPES.length) return '';
  return andList(chosen.map((type) => CAR_TYPE_WORDS[type]));
}

/** "Toyota Corolla", "Toyota and Mazda SUV", or '' when the search names no vehicle. */
function vehicleWords(lists: SearchRefinements['lists']): string {
  const makeModels = (lists.make_model ?? []).map((value) => value.split(MAKE_MODEL_SEPARATOR));
  const makes = unique([...(lists.make ?? []), ...makeModels.map(([make]) => make)]);
  const models = unique([...(lists.model ?? []), ...makeModels.map(([, model]) => model ?? '')]).filter(Boolean);
  const makeWords = makes.length <= MOST_MAKES_NAMED ? andList(makes) : '';
  const modelWords = makes.length === 1 && models.length === 1 ? models[0] : '';
  const bodies = lists.body ?? [];
  const bodyWords = bodies.length === 1 ? bodyLabel(bodies[0]) : '';
  return [makeWords, modelWords, bodyWords].filter(Boolean).join(' ');
}

/** The one city the search is about: the dealer's own, else the one chosen, else the one every car shown is in. */
function cityOf(document: SiteDocument, lists: SearchRefinements['lists'], answer: NamedSearch['answer']): string | undefined {
  const city = document.dealer.overrideCity ?? (lists.city?.length === 1 ? lists.city[0] : answer.facets.city.length === 1 ? answer.facets.city[0].value : undefined);
  return city?.trim() ? shopperWords(city.trim(), 'name') : undefined;
}

interface SearchWords {
  /** "used", "new and demo" or '' */
  carTypes: string;
  /** "Toyota Corolla", or '' for cars of every kind */
  vehicle: string;
  city?: string;
}

function searchWords(document: SiteDocument, search: NamedSearch): SearchWords {
  const { lists } = combineRefinements(refinementsFromFilters(search.fixedFilters), search.state);
  return { carTypes: carTypeWords(lists), vehicle: vehicleWords(lists), city: cityOf(document, lists, search.answer) };
}

/** "Used Toyota Corolla for sale in Maroochydore", "Cars for sale": the words of title and heading alike. */
export function searchName(document: SiteDocument, search: NamedSearch): string {
  const { carTypes, vehicle, city } = searchWords(document, search);
  const what = [carTypes, vehicle || 'cars'].filter(Boolean).join(' ');
  return `${capitalised(what)} for sale${city ? ` in ${city}` : ''}`;
}

/** "Used Toyota Corolla for sale in Maroochydore | Sunshine Coast Toyota"; a later page says which. */
export function searchTitle(document: SiteDocument, search: NamedSearch): string {
  const page = search.state.page > 1 ? `, page ${search.state.page}` : '';
  return `${searchName(document, search)}${page} | ${document.dealer.name}`;
}

/** "12 used Toyota Corolla for sale at Sunshine Coast Toyota, Maroochydore, priced from $18,990 to $34,990." */
export function searchDescription(document: SiteDocument, search: NamedSearch): string {
  const { carTypes, vehicle, city } = searchWords(document, search);
  const count = search.answer.displayedCount;
  const noun = vehicle || (count === 1 ? 'car' : 'cars');
  const what = [count > 0 ? count.toLocaleString('en-AU') : 'No', carTypes, noun].filter(Boolean).join(' ');
  const where = [document.dealer.name, city].filter(Boolean).join(', ');
  const price = search.answer.facetStats.price;
  const priced = count > 0 && price ? (price.min === price.max ? `, priced at ${formatAud(price.min)}` : `, priced from ${formatAud(price.min)} to ${formatAud(price.max)}`) : '';
  return `${what} for sale at ${where}${priced}.`;
}

/**
 * The search's own address: its path with the search written the one way the
 * search page writes it (filters in a fixed order, page 1 left out), without
 * the sort, which orders the same cars.
 */
export function searchCanonicalPath(path: string, state: SearchState): string {
  const query = searchToQueryString({ ...state, sortBy: DEFAULT_SORT });
  return query ? `${path}?${query}` : path;
}

/**
 * A search page's metadata: the page's own (pageMetadata) with the search's
 * title, description and canonical address. A page with no cars on it (none
 * match, or past the last page) is kept out of search engines.
 */
export function searchPageMetadata(document: SiteDocument, page: Page, path: string, basePath: string, search: NamedSearch): Metadata {
  const base = pageMetadata(document, page, path, basePath);
  const title = searchTitle(document, search);
  const description = searchDescription(document, search);
  const canonical = canonicalUrl(document, searchCanonicalPath(path, search.state));
  const empty = search.answer.hits.length === 0;
  return {
    ...base,
    title,
    description,
    alternates: canonical ? { canonical } : undefined,
    robots: page.seo.noindex || empty ? { index: false, follow: true } : undefined,
    openGraph: { ...base.openGraph, title, description, url: canonical ?? `${basePath}${searchCanonicalPath(path, search.state)}` },
  };
}
