import type { Car } from '../../schemas/entities/car';

export interface GalleryPhoto {
  src: string;
  /** The feed's thumbnail of the same photo, else the photo itself. */
  thumbnail: string;
}

/** Every photo of the car in the feed's order (the first is the primary photo), blanks left out. */
export function galleryPhotos(car: Pick<Car, 'images' | 'thumbnails'>): GalleryPhoto[] {
  return car.images.map((image, index) => ({ src: image.trim(), thumbnail: car.thumbnails[index]?.trim() || image.trim() })).filter((photo) => photo.src !== '');
}

/** "Photo 3 of 12": a thumbnail button's name and the viewer's counter. */
export function photoLabel(number: number, count: number): string {
  return `Photo ${number} of ${count}`;
}

/**
 * Whether Next's image optimiser (sharp) should resize the photo: raster
 * photos this site serves itself. A vector (the demo's generated SVG
 * photos) is sharp at every size and is served as it is. So is a photo on
 * another host: a stock feed's photo host sizes its own pictures (the spec's
 * image CDN takes width and quality), and letting this server fetch and
 * resize any https address would make it an open image proxy.
 */
export function isOptimisablePhoto(src: string): boolean {
  const path = src.split(/[?#]/, 1)[0].toLowerCase();
  if (path.endsWith('.svg')) return false;
  return src.startsWith('/') && !src.startsWith('//');
}

/** The attribute that tells the gallery's viewer which photo a button opens (photo-button.tsx). */
export const PHOTO_INDEX_ATTRIBUTE = 'data-photo-index';
