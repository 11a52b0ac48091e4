import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { imageSchema, webAddressSchema } from './common';
import { describeErrors } from './errors';

const ajv = createAjv();

function check(schema: object, value: unknown): string | undefined {
  const validate = ajv.compile(schema);
  if (validate(value)) return undefined;
  return describeErrors(value, validate.errors)[0]?.message;
}

describe("security: addresses in a document are http(s) or the site's own paths", () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'ftp://example.com'])('a social address %s is refused', (value) => {
    expect(check(webAddressSchema, value)).toBe('must start with https:// (the full address of a page on the web)');
  });

  it('a social address on https or http is taken', () => {
    expect(check(webAddressSchema, 'https://www.facebook.com/sunshinecoasttoyota')).toBeUndefined();
    expect(check(webAddressSchema, 'http://example.com/page')).toBeUndefined();
  });

  it.each(['javascript:alert(1)', '/media/a.svg")} body{background:red', "/a'onerror='x", 'https://cdn.example/a b.png', '/a\\b', 'x.png'])(
    'an image address %s that could leave its attribute or url() is refused',
    (url) => {
      expect(check(imageSchema, { url })).toBe('must start with / for a picture on this site, or https:// for one on another site (no spaces, quotes or brackets)');
    },
  );

  it.each(['/media/banners/showroom-toyotaRed.svg', 'https://cdn.example/cars/abc%20def.jpg?w=800&h=600'])('an image address %s is taken', (url) => {
    expect(check(imageSchema, { url })).toBeUndefined();
  });
});
