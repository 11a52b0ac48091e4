import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { imageSchema, webAddressSchema } from './common';
import { carSchema } from './entities/car';
import { locationSchema } from './entities/location';
import { reviewSchema } from './entities/review';
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

/** The first problem with one field of an entity, the rest of it left out (the schemas' required fields are not what is tested here). */
function checkField(schema: { properties: Record<string, object> }, field: string, value: unknown): string | undefined {
  return check({ type: 'object', properties: { [field]: schema.properties[field] } }, { [field]: value });
}

describe("security: the addresses a feed's cars, locations and reviews put in a page are pictures' and web pages' addresses", () => {
  const PICTURE_MESSAGE = 'must start with / for a picture on this site, or https:// for one on another site (no spaces, quotes or brackets)';
  const BAD_PICTURES = ['javascript:alert(1)', '/media/a.svg" onerror="x', 'https://cdn.example/a b.png', 'x.png'];

  it.each(BAD_PICTURES)("a car's photo %s is refused, as its first photo, in its photos and in its thumbnails", (url) => {
    expect(checkField(carSchema, 'primary_image_url', url)).toBe(PICTURE_MESSAGE);
    expect(checkField(carSchema, 'images', ['/media/cars/a.svg', url])).toBe(PICTURE_MESSAGE);
    expect(checkField(carSchema, 'thumbnails', [url])).toBe(PICTURE_MESSAGE);
  });

  it.each(BAD_PICTURES)("a location's picture %s is refused, as its image and as its thumbnail; a reviewer's too", (url) => {
    expect(checkField(locationSchema, 'image', { url })).toBe(PICTURE_MESSAGE);
    expect(checkField(locationSchema, 'image', { url: '/media/a.svg', thumb: { url } })).toBe(PICTURE_MESSAGE);
    expect(checkField(reviewSchema, 'image', url)).toBe(PICTURE_MESSAGE);
  });

  it('a picture of the site or on https is taken, at most 2,000 characters long', () => {
    expect(checkField(carSchema, 'primary_image_url', 'https://cdn.example/cars/abc.jpg?w=800')).toBeUndefined();
    expect(checkField(reviewSchema, 'image', '/media/reviewers/anna.jpg')).toBeUndefined();
    expect(checkField(carSchema, 'primary_image_url', `/${'a'.repeat(1999)}`)).toBeUndefined();
    expect(checkField(carSchema, 'primary_image_url', `/${'a'.repeat(2000)}`)).toBe('must be at most 2000 characters');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x'])("%s is refused as a car's history report and as a location's maps link", (url) => {
    expect(checkField(carSchema, 'file', url)).toBe('must start with https:// (the full address of a page on the web)');
    expect(check({ type: 'object', properties: { place_url: locationSchema.properties.address.properties.place_url } }, { place_url: url })).toBe(
      'must start with https:// (the full address of a page on the web)',
    );
  });
});
