/** Where the editor goes after signing in when the link names nowhere (or somewhere it must not go). */
export const AFTER_SIGN_IN = '/editor';

/**
 * The `redirect` query parameter of the sign-in page, if it is a path on
 * this site. Anything else (another host, `//evil.example`, `/\evil`,
 * `javascript:`) would turn the sign-in page into an open redirect.
 */
export function signInRedirectTarget(requested: string | string[] | undefined | null): string {
  const value = Array.isArray(requested) ? requested[0] : requested;
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return AFTER_SIGN_IN;
  try {
    const url = new URL(value, 'http://platform.invalid');
    return url.origin === 'http://platform.invalid' ? `${url.pathname}${url.search}${url.hash}` : AFTER_SIGN_IN;
  } catch {
    return AFTER_SIGN_IN;
  }
}
