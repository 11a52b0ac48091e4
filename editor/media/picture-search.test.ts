import { describe, expect, it } from 'vitest';
import { findPictures } from './picture-search';
import { stubPicture } from './test-support/stub-pictures';

const hilux = stubPicture('a', { alt: 'A red Toyota HiLux outside the showroom', name: 'IMG_2041.jpg' });
const banner = stubPicture('b', { alt: '', name: 'spring-sale-banner.png', contentType: 'image/png' });
const corolla = stubPicture('c', { alt: 'White Corolla hatch', name: 'corolla.webp', contentType: 'image/webp' });
const library = [hilux, banner, corolla];

describe('finding a picture in the library', () => {
  it('finds by every word typed, in any order and case, in the description or the file name', () => {
    expect(findPictures(library, 'hilux RED')).toEqual([hilux]);
    expect(findPictures(library, 'showroom img_2041')).toEqual([hilux]);
    expect(findPictures(library, 'sale')).toEqual([banner]);
    expect(findPictures(library, 'red corolla')).toEqual([]);
  });

  it('gives the whole library, in its order, for nothing typed or only spaces', () => {
    expect(findPictures(library, '')).toEqual(library);
    expect(findPictures(library, '   ')).toEqual(library);
  });
});
