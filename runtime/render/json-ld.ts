/**
 * Structured data as the text of a <script type="application/ld+json">
 * element. The browser ends that element at the first "</script", whatever
 * JSON string it sits in, so dealer and feed text (a car name, a dealer name)
 * could close it and open a script of its own. Escaping <, > and & as JSON
 * unicode escapes keeps the same data (JSON.parse reads them back) with no
 * markup in it; U+2028 and U+2029 are escaped for scripts that read the text
 * as JavaScript.
 */
const UNSAFE_IN_SCRIPT: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character]);
}
