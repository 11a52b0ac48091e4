import { describe, expect, it } from 'vitest';
import { localPath } from './local-path';

describe('localPath: sign-in sends people only to a path on this site', () => {
  it.each(['/search?make=toyota#top', '/sites/sunshine-toyota/search', '/editor', '/a/./b/../c'])('keeps %j', (path) => {
    expect(localPath(path, '/fallback')).toBe(new URL(path, 'http://x.invalid').pathname + new URL(path, 'http://x.invalid').search + new URL(path, 'http://x.invalid').hash);
  });

  it.each([
    '//evil.example/phish',
    '/\\evil.example',
    '/.//evil.example/phish',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/./\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\tevil',
    '/\n/evil.example',
    '',
    undefined,
  ])('security: %j is not a redirect target', (path) => {
    expect(localPath(path, '/fallback')).toBe('/fallback');
  });
});
