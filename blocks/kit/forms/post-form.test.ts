import { describe, expect, it, vi } from 'vitest';
import { NETWORK_RETRY_DELAYS_MS, postForm } from './post-form';

const answer = (status: number, body?: unknown) => new Response(body === undefined ? '' : JSON.stringify(body), { status });
const noWait = async () => {};
const idOf = (body: unknown) => (body as { id?: string } | undefined)?.id;

describe('the forms’ one network-retry POST', () => {
  it('a status the caller expects comes back with the server’s answer, for the caller to read; without `expected` it is a failure', async () => {
    const taken = { error: 'Someone else has just reserved this car.', fields: [] };
    expect(await postForm('/api/x', {}, idOf, { fetch: async () => answer(409, taken), expected: [409] })).toEqual({ kind: 'answered', status: 409, answer: taken });
    expect(await postForm('/api/x', {}, idOf, { fetch: async () => answer(409, taken) })).toEqual({ kind: 'failed', message: taken.error });
  });

  it('several statuses may be expected; a success the caller reads, and a 400 with fields, are still what they were', async () => {
    const expected = [404, 409] as const;
    expect(await postForm('/api/x', {}, idOf, { fetch: async () => answer(404, { error: 'gone' }), expected })).toMatchObject({ kind: 'answered', status: 404 });
    expect(await postForm('/api/x', {}, idOf, { fetch: async () => answer(201, { id: 'a' }), expected })).toEqual({ kind: 'accepted', accepted: 'a' });
    const fields = [{ field: '/email', message: 'must be an email address' }];
    expect(await postForm('/api/x', {}, idOf, { fetch: async () => answer(400, { error: 'x', fields }), expected })).toEqual({ kind: 'refused', fields });
  });

  it('a caller may word its own failures: when the network never answered, and for any other answer', async () => {
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postForm('/api/x', {}, idOf, { fetch: down, wait: noWait, networkFailure: 'Check your connection.' })).toEqual({
      kind: 'failed',
      message: 'Check your connection.',
    });
    expect(down).toHaveBeenCalledTimes(NETWORK_RETRY_DELAYS_MS.length + 1);
    expect(await postForm('/api/x', {}, idOf, { fetch: async () => answer(503), failureMessage: () => 'Not reserved.' })).toEqual({ kind: 'failed', message: 'Not reserved.' });
  });

  it('spec detail §8: without its own words, a failure is the server’s message or "An unexpected error occured"', async () => {
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await postForm('/api/x', {}, idOf, { fetch: down, wait: noWait })).toEqual({ kind: 'failed', message: 'An unexpected error occured' });
    expect(await postForm('/api/x', {}, idOf, { fetch: async () => answer(500) })).toEqual({ kind: 'failed', message: 'An unexpected error occured' });
  });
});
