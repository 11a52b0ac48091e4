/**
 * A path on this site, or `fallback`. Sign-in pages send people on to the
 * `redirect` (and `back`) they were given; anything that a browser would
 * read as another host — `//evil.example`, `/\evil`, `https://…`,
 * `javascript:`, or a path that only becomes one of those once its dot
 * segments are resolved (`/.//evil.example`) — would make them an open
 * redirect. So the path is checked as the browser will read it: after
 * normalising.
 */
export function localPath(requested: string | null | undefined, fallback = '/'): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (!requested?.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(requested)) return fallback;
  let url: URL;
  try {
    url = new URL(requested, 'http://site.invalid');
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== 'http://site.invalid' || path.startsWith('//')) return fallback;
  return path;
}
