import { describe, expect, it } from 'vitest';
import { jsonLdScriptText } from './json-ld';

describe('JSON-LD as script text', () => {
  it('escapes <, > and & so no text can close the script element, and reads back unchanged', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- more -->', line: 'a\u2028b\u2029c' };
    const text = jsonLdScriptText(data);
    expect(text).toBe('{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!-- more --\\u003e","line":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual(data);
  });
});
