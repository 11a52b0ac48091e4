import { describe, expect, it } from 'vitest';
import { uploadedPicturePath } from '../../../runtime/render/uploaded-picture';
import { imageField } from './image-field';

describe("a block's picture field", () => {
  it("takes a picture from the site's media library: its address is a path on the site", () => {
    const pattern = new RegExp(imageField('Picture', 'Shown').properties.url.pattern);
    expect(pattern.test(uploadedPicturePath('0123456789abcdef0123456789abcdef'))).toBe(true);
  });
});
