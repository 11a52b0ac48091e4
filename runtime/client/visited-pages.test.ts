import { describe, expect, it } from 'vitest';
import { memorySession } from './test-support/memory-session';
import { recordVisit, visitSoFar } from './visited-pages';

describe('the visit a lead carries (spec detail §3 Lead: lead_attributes)', () => {
  it('records the pages of the session in order, and the query of the first one as the linked query', () => {
    const session = memorySession();
    recordVisit('bayside-motors', '/?utm_source=google&utm_medium=cpc', session);
    recordVisit('bayside-motors', '/search/used-cars?make=toyota', session);
    recordVisit('bayside-motors', '/contact', session);
    expect(visitSoFar('bayside-motors', session)).toEqual({
      visitedPages: ['/?utm_source=google&utm_medium=cpc', '/search/used-cars?make=toyota', '/contact'],
      linkedQueryParams: { utm_source: 'google', utm_medium: 'cpc' },
    });
  });

  it('an arrival without a query links no parameters, and later queries do not count as the link', () => {
    const session = memorySession();
    recordVisit('bayside-motors', '/', session);
    recordVisit('bayside-motors', '/search?make=toyota', session);
    expect(visitSoFar('bayside-motors', session).linkedQueryParams).toEqual({});
  });

  it('keeps each site’s visit apart (several sites share an origin under /sites/{slug})', () => {
    const session = memorySession();
    recordVisit('bayside-motors', '/contact', session);
    recordVisit('harbour-cars', '/finance', session);
    expect(visitSoFar('bayside-motors', session).visitedPages).toEqual(['/contact']);
    expect(visitSoFar('harbour-cars', session).visitedPages).toEqual(['/finance']);
  });

  it('reads damaged or missing storage as an empty visit, and never throws', () => {
    const session = memorySession();
    session.setItem('visited-pages:bayside-motors', '{not json');
    session.setItem('arrival-query:bayside-motors', '["a"]');
    expect(visitSoFar('bayside-motors', session)).toEqual({ visitedPages: [], linkedQueryParams: {} });
    expect(visitSoFar('bayside-motors', undefined)).toEqual({ visitedPages: [], linkedQueryParams: {} });
    const full = {
      ...memorySession(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => recordVisit('bayside-motors', '/', full)).not.toThrow();
  });
});
