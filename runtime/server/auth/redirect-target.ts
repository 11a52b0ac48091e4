import { localPath } from '../../rules/local-path';

/** Where the editor goes after signing in when the link names nowhere (or somewhere it must not go). */
export const AFTER_SIGN_IN = '/editor';

/** The `redirect` query parameter of the editor's sign-in page, if it is a path on this site (see localPath). */
export function signInRedirectTarget(requested: string | string[] | undefined | null): string {
  return localPath(Array.isArray(requested) ? requested[0] : requested, AFTER_SIGN_IN);
}
