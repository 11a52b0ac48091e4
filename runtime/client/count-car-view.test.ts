import { describe, expect, it, vi } from 'vitest';
import { countCarView } from './count-car-view';
import { memorySession } from './test-support/memory-session';

const URL = '/sites/westside-used-cars/api/car-views';
const counted = (views: number) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json({ counted: true, car_id: 7, views }, { status: 201 }));

describe('counting a vehicle page view (issue: views counted once per browser session per car)', () => {
  it('posts the car id once per browser session, per car', async () => {
    const session = memorySession();
    const send = counted(12);
    expect(await countCarView(URL, 7, { fetch: send, session })).toEqual({ counted: true, car_id: 7, views: 12 });
    expect(JSON.parse(send.mock.calls[0][1]?.body as string)).toEqual({ car_id: 7 });
    await expect(countCarView(URL, 7, { fetch: send, session })).resolves.toBeUndefined();
    await countCarView(URL, 8, { fetch: send, session });
    expect(send).toHaveBeenCalledTimes(2);
    // Another session (another tab opened later, another browser) counts again.
    await countCarView(URL, 7, { fetch: send, session: memorySession() });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('logs a refused or failed count, never throws, and tries again next time', async () => {
    const session = memorySession();
    const log = vi.fn();
    const refused = vi.fn(async () => Response.json({ error: 'No such car on this site.' }, { status: 404 }));
    await expect(countCarView(URL, 7, { fetch: refused, log, session })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('The view of car 7 was not counted (HTTP 404)', expect.stringContaining('No such car'));
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(countCarView(URL, 7, { fetch: offline, log, session })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('The view of car 7 was not counted', expect.any(TypeError));
    const send = counted(1);
    await countCarView(URL, 7, { fetch: send, session });
    expect(send).toHaveBeenCalledOnce();
  });
});
