import type { MediaItem } from '../../schemas/api/media';

/** Thumbnails drawn at once, and added by each "Show more": a library of hundreds opens as fast as one of a dozen. */
export const PICTURES_SHOWN_AT_ONCE = 24;

/**
 * The pictures whose description or file name holds every word typed, in
 * any order and case ("red hilux" finds "A red Toyota HiLux outside"),
 * newest first as the library lists them. No words: every picture.
 */
export function findPictures(pictures: readonly MediaItem[], typed: string): MediaItem[] {
  const words = typed.toLocaleLowerCase('en-AU').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pictures];
  return pictures.filter((picture) => {
    const text = `${picture.alt} ${picture.name}`.toLocaleLowerCase('en-AU');
    return words.every((word) => text.includes(word));
  });
}
