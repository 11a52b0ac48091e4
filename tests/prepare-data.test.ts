import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const configsDir = mkdtempSync(path.join(tmpdir(), 'dealer-configs-'));
afterAll(() => rmSync(configsDir, { recursive: true, force: true }));

describe('npm start with an invalid dealer document', () => {
  it('stops before serving and lists each error with its path, block and message, not a stack trace', () => {
    cpSync('dealer-configs', configsDir, { recursive: true });
    const file = path.join(configsDir, 'westside-used-cars.json');
    const document = JSON.parse(readFileSync(file, 'utf8'));
    document.pages[0].blocks[0].props.overlay = 'blinding';
    document.settings.reserveNow = true;
    writeFileSync(file, JSON.stringify(document, null, 2));

    const result = spawnSync('npm', ['run', '--silent', 'prepare-data'], {
      env: { ...process.env, DEALER_CONFIGS_DIR: configsDir, DATA_DIR: path.join(configsDir, 'never-created') },
      encoding: 'utf8',
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The site documents in dealer-configs/ have errors; the site was not started.');
    expect(result.stderr).toContain('/pages/0/blocks/0/props/overlay (in hero-banner block "hero"): must be one of: Light, Medium, Strong');
    expect(result.stderr).toContain('/settings/reserveNow: is not a known field here');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain('Database ready');
  }, 60_000);
});
