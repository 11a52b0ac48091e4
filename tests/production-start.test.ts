import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dealer-production-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('starting in production', () => {
  it('production refuses the local SMS provider: the start stops with what to set, before touching the database', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: path.join(dataDir, 'never-created') };
    delete env.ALLOW_LOCAL_SMS;
    delete env.SMS_GATEWAY_URL;
    delete env.SMS_GATEWAY_TOKEN;
    const result = spawnSync('npm', ['run', '--silent', 'prepare-data'], { env, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN');
    expect(result.stderr).toContain('ALLOW_LOCAL_SMS=1');
    expect(result.stderr).toContain('The site was not started.');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain('Database ready');
  }, 60_000);

  it('production without an SMTP server refuses to start while a dealer sends leads by email: the local mailbox would send none', () => {
    // The demo dealers send leads to leads@<their domain>; the check reads the published sites, so it needs a database (PGlite, no cars).
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ALLOW_LOCAL_SMS: '1', SEED_CARS: '0', DATA_DIR: path.join(dataDir, 'mailbox-refused') };
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'ALLOW_LOCAL_MAILBOX']) delete env[name];
    const result = spawnSync('npm', ['run', '--silent', 'prepare-data'], { env, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no SMTP server is configured (SMTP_URL');
    expect(result.stderr).toContain('ALLOW_LOCAL_MAILBOX=1');
    expect(result.stderr).toContain('The site was not started.');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain('Database ready');
  }, 120_000);
});
