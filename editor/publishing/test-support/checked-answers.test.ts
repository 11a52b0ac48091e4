import { describe, expect, it } from 'vitest';
import { checkStubbedAnswer } from './checked-answers';

const DRAFT = '/editor/api/sites/bayside-motors/draft';

describe('stubbed editor API answers are held to the answer schemas', () => {
  it('takes an answer the server gives', () => {
    expect(() => checkStubbedAnswer('PUT', DRAFT, { status: 200, body: { revision: 4, updatedAt: '2026-11-22T00:00:00Z', errors: [] } })).not.toThrow();
    expect(() => checkStubbedAnswer('PUT', DRAFT, { status: 401, body: { error: 'signed-out', message: 'Sign in again.' } })).not.toThrow();
  });

  it('refuses an answer missing a field, or with one the server never sends', () => {
    expect(() => checkStubbedAnswer('PUT', DRAFT, { status: 200, body: { revision: 4, errors: [] } })).toThrow(/not one the server gives: .*updatedAt/);
    expect(() => checkStubbedAnswer('PUT', DRAFT, { status: 200, body: { revision: 4, updatedAt: '2026-11-22T00:00:00Z', errors: [], saved: true } })).toThrow(
      /not one the server gives/,
    );
  });

  it('refuses a status the route never answers, and a route there is not', () => {
    expect(() => checkStubbedAnswer('PUT', DRAFT, { status: 422, body: {} })).toThrow('PUT /editor/api/sites/{slug}/draft never answers 422');
    expect(() => checkStubbedAnswer('DELETE', DRAFT, { status: 200 })).toThrow('is no route of the editor API');
    expect(() => checkStubbedAnswer('GET', '/editor/api/sites/bayside-motors/drafts', { status: 200 })).toThrow('is no route of the editor API');
  });
});
