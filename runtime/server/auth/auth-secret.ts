import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { databaseSettingsFromEnv } from '../db/connection';

/**
 * A deployment that opens the editor to the internet: a production build
 * with PLATFORM_HOSTS set. Without PLATFORM_HOSTS the editor answers on this
 * machine's own addresses only (localhost), as `npm start` runs the demo.
 */
export function isPublicDeployment(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' && Boolean(env.PLATFORM_HOSTS?.trim());
}

export class MissingAuthSecretError extends Error {
  constructor() {
    super('BETTER_AUTH_SECRET must be set (at least 32 random characters) when PLATFORM_HOSTS opens the editor to the internet.');
  }
}

/**
 * The key better-auth signs session cookies with: BETTER_AUTH_SECRET, or, on
 * a machine of one's own, a development key derived from this machine and
 * its database, so sessions survive restarts without any setup. `log` hears
 * when the derived key is used.
 */
export function marketerAuthSecret(env: NodeJS.ProcessEnv = process.env, log: (message: string) => void = console.warn): string {
  const configured = env.BETTER_AUTH_SECRET?.trim();
  if (configured) return configured;
  if (isPublicDeployment(env)) throw new MissingAuthSecretError();
  const { databaseUrl, dataDir } = databaseSettingsFromEnv(env);
  log(
    'BETTER_AUTH_SECRET is not set: marketer sessions are signed with a development secret derived from this machine and database. Set BETTER_AUTH_SECRET before opening the editor to others.',
  );
  return createHash('sha256')
    .update(`dealer-sites development secret\n${hostname()}\n${databaseUrl ?? dataDir}`)
    .digest('hex');
}
