import { describe, expect, it } from 'vitest';
import { isPublicDeployment, marketerAuthSecret, MissingAuthSecretError } from './auth-secret';

const quiet = () => {};
/** Next's types make NODE_ENV required; these environments are made up. */
const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe('the key marketer sessions are signed with', () => {
  it('editor: BETTER_AUTH_SECRET when it is set', () => {
    expect(marketerAuthSecret(env({ BETTER_AUTH_SECRET: 'from-the-environment-0123456789abcdef' }), quiet)).toBe('from-the-environment-0123456789abcdef');
  });

  it('editor: unset on a machine of one’s own, a development secret that stays the same across restarts, and a log line saying so', () => {
    const said: string[] = [];
    const local = env({ DATA_DIR: '/srv/dealer-data' });
    const first = marketerAuthSecret(local, (line) => said.push(line));
    expect(marketerAuthSecret(local, quiet)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(said).toEqual([expect.stringContaining('BETTER_AUTH_SECRET is not set')]);
    // Another database gets another key, so one install's cookies mean nothing to another.
    expect(marketerAuthSecret(env({ DATA_DIR: '/srv/other-data' }), quiet)).not.toBe(first);
  });

  it('editor: `npm start` on localhost (production build, no PLATFORM_HOSTS) still runs without one', () => {
    expect(isPublicDeployment(env({ NODE_ENV: 'production' }))).toBe(false);
    expect(() => marketerAuthSecret(env({ NODE_ENV: 'production' }), quiet)).not.toThrow();
  });

  it('editor: refused when the editor is opened to the internet (production with PLATFORM_HOSTS) without a secret', () => {
    const internet = env({ NODE_ENV: 'production', PLATFORM_HOSTS: 'admin.dealer-sites.com.au' });
    expect(isPublicDeployment(internet)).toBe(true);
    expect(() => marketerAuthSecret(internet, quiet)).toThrow(MissingAuthSecretError);
  });
});
