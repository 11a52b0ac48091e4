import { linkedQueryParams, withVisitedPage } from '../rules/lead-payload';

/** Reading window.sessionStorage itself throws where the browser blocks storage. */
function sessionStorageIfAny(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const pagesKey = (site: string) => `visited-pages:${site}`;
const arrivalKey = (site: string) => `arrival-query:${site}`;

export interface Visit {
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
}

function read(session: Storage | undefined, key: string): unknown {
  try {
    return JSON.parse(session?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(session: Storage | undefined, key: string, value: unknown): void {
  try {
    session?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: the lead then carries less of the visit, never an error.
  }
}

/**
 * Spec detail §3 "Lead": lead_attributes (visited_pages, linked_query_params)
 * describe this browser session's visit to one site; kept per site, because
 * under /sites/{slug} several sites share one origin. `path` is a path on the
 * site with its query: the first one recorded is the link the shopper
 * arrived by.
 */
export function recordVisit(site: string, path: string, session: Storage | undefined = sessionStorageIfAny()): void {
  write(session, pagesKey(site), withVisitedPage(visitSoFar(site, session).visitedPages, path));
  if (read(session, arrivalKey(site)) === null) {
    const query = path.indexOf('?');
    write(session, arrivalKey(site), linkedQueryParams(query === -1 ? '' : path.slice(query)));
  }
}

/** What this session has recorded of the visit; anything unreadable counts as nothing. */
export function visitSoFar(site: string, session: Storage | undefined = sessionStorageIfAny()): Visit {
  const pages = read(session, pagesKey(site));
  const arrival = read(session, arrivalKey(site));
  return {
    visitedPages: Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [],
    linkedQueryParams:
      arrival !== null && typeof arrival === 'object' && !Array.isArray(arrival)
        ? Object.fromEntries(Object.entries(arrival).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
        : {},
  };
}
