import { describe, expect, it, vi } from 'vitest';
import type { LeadRequest } from '../../../schemas/api/leads';
import { NETWORK_RETRY_DELAYS_MS } from '../forms/post-form';
import { postLead } from './post-lead';

const LEAD: LeadRequest = {
  form: 'contact',
  idempotency_key: '0f8fad5bd9cb469fa16570867728950e',
  name: 'Sam',
  email: 'sam@example.com',
  phone: '0412 345 678',
  url: '/contact',
  preferred_contact_method: 'Phone',
  opt_in: false,
};
const answer = (status: number, body?: unknown) => new Response(body === undefined ? '' : JSON.stringify(body), { status });
const noWait = vi.fn(async () => {});

describe('sending one submit attempt to POST /api/leads', () => {
  it('spec detail §4: a 201 with a lead_id is sent; so is the 200 a retried key gets', async () => {
    const send = vi.fn(async () => answer(201, { lead_id: 'lead-1' }));
    expect(await postLead('/api/leads', LEAD, { fetch: send })).toEqual({ kind: 'sent', leadId: 'lead-1' });
    expect(send).toHaveBeenCalledWith('/api/leads', expect.objectContaining({ method: 'POST', body: JSON.stringify(LEAD) }));
    expect(await postLead('/api/leads', LEAD, { fetch: async () => answer(200, { lead_id: 'lead-1' }) })).toEqual({ kind: 'sent', leadId: 'lead-1' });
  });

  it('spec §4: a success without a lead_id is an error', async () => {
    expect(await postLead('/api/leads', LEAD, { fetch: async () => answer(201, {}) })).toEqual({ kind: 'failed', message: 'An unexpected error occured' });
  });

  it("a 400 gives the server's fields", async () => {
    const fields = [{ field: '/email', message: 'must be an email address' }];
    expect(await postLead('/api/leads', LEAD, { fetch: async () => answer(400, { error: 'Please check the form', fields }) })).toEqual({ kind: 'refused', fields });
  });

  it('spec §8: any other failure shows the server\'s message, or "An unexpected error occured"', async () => {
    expect(await postLead('/api/leads', LEAD, { fetch: async () => answer(429, { error: 'Too many enquiries. Try again in a minute.' }) })).toEqual({
      kind: 'failed',
      message: 'Too many enquiries. Try again in a minute.',
    });
    expect(await postLead('/api/leads', LEAD, { fetch: async () => answer(500) })).toEqual({ kind: 'failed', message: 'An unexpected error occured' });
    expect(await postLead('/api/leads', LEAD, { fetch: async () => answer(404, { error: 'Not found' }) })).toEqual({ kind: 'failed', message: 'Not found' });
    expect(await postLead('/api/leads', LEAD, { fetch: async () => answer(400, { error: 'Bad request', fields: [] }) })).toEqual({ kind: 'failed', message: 'Bad request' });
  });

  it('a network failure sends the same attempt again, same key, and an answer is never retried', async () => {
    const send = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(201, { lead_id: 'lead-1' }));
    noWait.mockClear();
    expect(await postLead('/api/leads', LEAD, { fetch: send, wait: noWait })).toEqual({ kind: 'sent', leadId: 'lead-1' });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][1]?.body).toBe(send.mock.calls[0][1]?.body);
    expect(noWait).toHaveBeenCalledWith(NETWORK_RETRY_DELAYS_MS[0]);

    const failing = vi.fn<typeof fetch>(async () => answer(500));
    await postLead('/api/leads', LEAD, { fetch: failing, wait: noWait });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${NETWORK_RETRY_DELAYS_MS.length} retries with "An unexpected error occured"`, async () => {
    const send = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postLead('/api/leads', LEAD, { fetch: send, wait: noWait })).toEqual({ kind: 'failed', message: 'An unexpected error occured' });
    expect(send).toHaveBeenCalledTimes(NETWORK_RETRY_DELAYS_MS.length + 1);
  });
});
