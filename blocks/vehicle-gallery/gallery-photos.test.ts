import { describe, expect, it } from 'vitest';
import { galleryPhotos, isOptimisablePhoto, photoLabel } from './gallery-photos';

describe('the photos of a car', () => {
  it("pairs each photo with the feed's thumbnail of it, else the photo itself", () => {
    expect(galleryPhotos({ images: ['/a.jpg', '/b.jpg', '/c.jpg'], thumbnails: ['/a-thumb.jpg', ''] })).toEqual([
      { src: '/a.jpg', thumbnail: '/a-thumb.jpg' },
      { src: '/b.jpg', thumbnail: '/b.jpg' },
      { src: '/c.jpg', thumbnail: '/c.jpg' },
    ]);
  });

  it('leaves out blank photos without losing the thumbnails of the rest', () => {
    expect(galleryPhotos({ images: [' ', '/b.jpg'], thumbnails: ['/a-thumb.jpg', '/b-thumb.jpg'] })).toEqual([{ src: '/b.jpg', thumbnail: '/b-thumb.jpg' }]);
    expect(galleryPhotos({ images: [], thumbnails: [] })).toEqual([]);
  });

  it('names a photo by its place', () => {
    expect(photoLabel(3, 12)).toBe('Photo 3 of 12');
  });
});

describe('which photos the image optimiser resizes', () => {
  it('resizes raster photos this site serves', () => {
    expect(isOptimisablePhoto('/uploads/car.webp')).toBe(true);
  });

  it("serves the demo's SVG photos as they are, whatever their query or case", () => {
    expect(isOptimisablePhoto('/media/cars/suv-red-side-studio.svg')).toBe(false);
    expect(isOptimisablePhoto('https://cdn.example.com/car.SVG?v=2')).toBe(false);
  });

  it('serves as they are the photos of other hosts, so this server is no open image proxy', () => {
    expect(isOptimisablePhoto('https://cdn.baysidemotors.com.au/cars/4101/1.jpg')).toBe(false);
    expect(isOptimisablePhoto('http://cdn.example.com/car.jpg')).toBe(false);
    expect(isOptimisablePhoto('//cdn.example.com/car.jpg')).toBe(false);
    expect(isOptimisablePhoto('data:image/png;base64,AAAA')).toBe(false);
  });
});
