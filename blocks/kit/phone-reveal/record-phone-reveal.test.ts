import { describe, expect, it, vi } from 'vitest';
import { memorySession } from '../../../runtime/client/test-support/memory-session';
import { recordPhoneReveal } from './record-phone-reveal';

const REVEAL = { car_id: 4101, dealership_id: 101, website_id: 7 };
const URL = '/sites/bayside-motors/api/phone-reveals';

describe('recording a phone reveal (spec search §7)', () => {
  it('posts car_id, dealership_id and website_id as JSON and hands back the answer', async () => {
    const send = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json({ recorded: true, car_id: 4101, reveals: 3 }, { status: 201 }));
    const answer = await recordPhoneReveal(URL, REVEAL, { fetch: send, log: vi.fn() });
    expect(answer).toEqual({ recorded: true, car_id: 4101, reveals: 3 });
    expect(send).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST', headers: { 'content-type': 'application/json' } }));
    expect(JSON.parse(send.mock.calls[0][1]?.body as string)).toEqual(REVEAL);
  });

  it('spec search §8: a refused reveal is logged only', async () => {
    const log = vi.fn();
    const send = vi.fn(async () => Response.json({ error: 'No such car on this site.' }, { status: 404 }));
    await expect(recordPhoneReveal(URL, REVEAL, { fetch: send, log })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('The phone reveal for car 4101 was not recorded (HTTP 404)', expect.stringContaining('No such car'));
  });

  it('spec search §8: a network failure is logged only, never thrown', async () => {
    const log = vi.fn();
    const send = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(recordPhoneReveal(URL, REVEAL, { fetch: send, log })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('The phone reveal for car 4101 was not recorded', expect.any(TypeError));
  });

  it('records a car once per browser session', async () => {
    const session = memorySession();
    const send = vi.fn(async () => Response.json({ recorded: true, car_id: 4101, reveals: 1 }, { status: 201 }));
    await recordPhoneReveal(URL, REVEAL, { fetch: send, log: vi.fn(), session });
    await expect(recordPhoneReveal(URL, REVEAL, { fetch: send, log: vi.fn(), session })).resolves.toBeUndefined();
    await recordPhoneReveal(URL, { ...REVEAL, car_id: 4102 }, { fetch: send, log: vi.fn(), session });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('tries again in the session when a reveal was not recorded', async () => {
    const session = memorySession();
    const send = vi.fn(async () => Response.json({ error: 'busy' }, { status: 503 }));
    await recordPhoneReveal(URL, REVEAL, { fetch: send, log: vi.fn(), session });
    await recordPhoneReveal(URL, REVEAL, { fetch: send, log: vi.fn(), session });
    expect(send).toHaveBeenCalledTimes(2);
  });
});
