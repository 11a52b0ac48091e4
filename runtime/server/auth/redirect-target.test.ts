import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, signInRedirectTarget } from './redirect-target';

describe('where sign-in leads', () => {
  it('editor: to the redirect parameter when it is a local path, query and all', () => {
    expect(signInRedirectTarget('/editor/sunshine-toyota')).toBe('/editor/sunshine-toyota');
    expect(signInRedirectTarget('/editor/sunshine-toyota?page=home#outline')).toBe('/editor/sunshine-toyota?page=home#outline');
  });

  it('editor: to /editor when there is none', () => {
    expect(signInRedirectTarget(undefined)).toBe(AFTER_SIGN_IN);
    expect(signInRedirectTarget('')).toBe(AFTER_SIGN_IN);
  });

  it('editor: never to another site (no open redirect)', () => {
    for (const elsewhere of ['https://evil.example/', '//evil.example/editor', '/\\evil.example', 'javascript:alert(1)', 'editor']) {
      expect(signInRedirectTarget(elsewhere)).toBe(AFTER_SIGN_IN);
    }
  });
});
