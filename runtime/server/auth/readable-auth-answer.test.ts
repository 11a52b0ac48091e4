import { describe, expect, it, vi } from 'vitest';
import type { MarketerAuth } from './auth';
import { marketerAuthAnswer } from './readable-auth-answer';

function fakeAuth() {
  const handler = vi.fn(async (request: Request) => Response.json({ seen: await request.text() }));
  return { auth: { handler } as unknown as MarketerAuth, handler };
}

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/api/auth/sign-in/email', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('/api/auth/* bodies pass our door before the auth library reads them', () => {
  it('security: JSON nested 10,000 deep answers 400 and never reaches the library', async () => {
    const { auth, handler } = fakeAuth();
    const response = await marketerAuthAnswer(auth, post(`${'['.repeat(10_000)}${']'.repeat(10_000)}`));
    expect(response.status).toBe(400);
    expect(handler).not.toHaveBeenCalled();
  });

  it("security: a sign-in posted by another site's page answers 403", async () => {
    const { auth, handler } = fakeAuth();
    const response = await marketerAuthAnswer(auth, post('{"email":"a@b.c","password":"x"}', { origin: 'https://evil.example', host: 'localhost:3000' }));
    expect(response.status).toBe(403);
    expect(handler).not.toHaveBeenCalled();
  });

  it('a good body reaches the library whole', async () => {
    const { auth, handler } = fakeAuth();
    const body = '{"email":"marketing@sunshine-toyota.example","password":"sunshine-demo-2026"}';
    const response = await marketerAuthAnswer(auth, post(body, { origin: 'http://localhost:3000', host: 'localhost:3000' }));
    expect(await response.json()).toEqual({ seen: body });
    expect(handler).toHaveBeenCalledOnce();
  });
});
