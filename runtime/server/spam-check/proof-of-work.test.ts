import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_MAX_LENGTH } from '../../../schemas/api/leads';
import { newSpamCheck, passedSpamCheck, SPAM_CHECK_COUNTER_MAX, SPAM_CHECK_COUNTER_MIN, SPAM_CHECK_EXPIRES_SECONDS, spamCheckSecret } from './proof-of-work';
import { solvedSpamCheck } from './test-support';

const SECRET = 'a test key the server signs spam checks with';
const SITE = 'westside-used-cars';

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

afterEach(() => {
  vi.useRealTimers();
});

describe('spam check (issue: a self-hosted proof-of-work captcha, no third-party service)', () => {
  it('a check solved on the device passes for the site it was made for, and says when it expires', async () => {
    const now = Date.now();
    const passed = await passedSpamCheck(await solvedSpamCheck(SITE, SECRET, now), SITE, SECRET);
    expect(passed?.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(passed?.expiresAt.getTime()).toBe(Math.floor(now / 1000) * 1000 + SPAM_CHECK_EXPIRES_SECONDS * 1000);
  });

  it(`asks the device for a counter between ${SPAM_CHECK_COUNTER_MIN} and ${SPAM_CHECK_COUNTER_MAX}: real work, never a free pass`, async () => {
    const { solution } = decode(await solvedSpamCheck(SITE, SECRET));
    expect(solution.counter).toBeGreaterThanOrEqual(SPAM_CHECK_COUNTER_MIN);
    expect(solution.counter).toBeLessThan(SPAM_CHECK_COUNTER_MAX);
  });

  it("fails for another dealer's site, with another server's key, or with a wrong answer", async () => {
    const payload = await solvedSpamCheck(SITE, SECRET);
    expect(await passedSpamCheck(payload, 'harbour-city-motors', SECRET)).toBeUndefined();
    expect(await passedSpamCheck(payload, SITE, 'another key')).toBeUndefined();
    const sent = decode(payload);
    expect(await passedSpamCheck(encode({ ...sent, solution: { ...sent.solution, counter: sent.solution.counter + 1 } }), SITE, SECRET)).toBeUndefined();
    // The site named in the challenge is signed: changing it breaks the signature.
    const moved = { ...sent, challenge: { ...sent.challenge, parameters: { ...sent.challenge.parameters, data: { site: 'harbour-city-motors' } } } };
    expect(await passedSpamCheck(encode(moved), 'harbour-city-motors', SECRET)).toBeUndefined();
  });

  it(`passes up to ${SPAM_CHECK_EXPIRES_SECONDS / 60} minutes after it was made, and not a second later`, async () => {
    const made = Date.UTC(2026, 10, 25, 9, 0, 0);
    const payload = await solvedSpamCheck(SITE, SECRET, made);
    vi.useFakeTimers({ toFake: ['Date'], now: made + SPAM_CHECK_EXPIRES_SECONDS * 1000 });
    expect(await passedSpamCheck(payload, SITE, SECRET)).toBeDefined();
    vi.setSystemTime(made + SPAM_CHECK_EXPIRES_SECONDS * 1000 + 1000);
    expect(await passedSpamCheck(payload, SITE, SECRET)).toBeUndefined();
  });

  it('anything else a client sends is a failed check, never an error', async () => {
    const sent = decode(await solvedSpamCheck(SITE, SECRET));
    const hostile = [
      '',
      'not base64 at all',
      encode('a string'),
      encode(null),
      encode({}),
      encode({ challenge: sent.challenge }),
      encode({ challenge: { ...sent.challenge, signature: 42 }, solution: sent.solution }),
      encode({ challenge: { ...sent.challenge, parameters: { ...sent.challenge.parameters, algorithm: 'MD5' } }, solution: sent.solution }),
      encode({ challenge: { ...sent.challenge, parameters: { ...sent.challenge.parameters, expiresAt: 'never' } }, solution: sent.solution }),
      encode({ challenge: sent.challenge, solution: { counter: -1, derivedKey: 'zz' } }),
      encode({ challenge: sent.challenge, solution: { counter: 2 ** 40, derivedKey: sent.solution.derivedKey } }),
    ];
    for (const payload of hostile) expect(await passedSpamCheck(payload, SITE, SECRET)).toBeUndefined();
  });

  it('a solved check fits in the field the lead request gives it', async () => {
    expect((await solvedSpamCheck(SITE, SECRET)).length).toBeLessThan(CAPTCHA_MAX_LENGTH / 2);
  });

  it("signs with a key of its own, derived from the sessions' key, so all app servers of a deployment agree", () => {
    const env = { NODE_ENV: 'test', BETTER_AUTH_SECRET: 'x'.repeat(40) } as NodeJS.ProcessEnv;
    expect(spamCheckSecret(env)).toBe(spamCheckSecret({ ...env }));
    expect(spamCheckSecret(env)).not.toBe(env.BETTER_AUTH_SECRET);
    expect(spamCheckSecret(env)).not.toBe(spamCheckSecret({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'y'.repeat(40) } as NodeJS.ProcessEnv));
  });

  it('makes a new challenge every time', async () => {
    const [one, two] = await Promise.all([newSpamCheck(SITE, SECRET), newSpamCheck(SITE, SECRET)]);
    expect(one.signature).not.toBe(two.signature);
  });
});
