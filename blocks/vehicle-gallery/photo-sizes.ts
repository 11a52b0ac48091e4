/** How much of the page the gallery takes on a wide screen; on a phone it is always the full width. */
export const GALLERY_WIDTHS = [
  { const: 'full', title: 'The full page width' },
  { const: 'two-thirds', title: 'Two thirds, beside a side panel' },
  { const: 'half', title: 'Half' },
] as const;
export type GalleryWidth = (typeof GALLERY_WIDTHS)[number]['const'];

/**
 * The main photo's `sizes`, so a phone downloads a phone-sized photo and a
 * computer a larger one. 48em is where columns sit side by side (the
 * columns block), so below it the gallery is as wide as the screen.
 */
export const MAIN_PHOTO_SIZES: Record<GalleryWidth, string> = {
  full: '100vw',
  'two-thirds': '(min-width: 48em) 67vw, 100vw',
  half: '(min-width: 48em) 50vw, 100vw',
};

/** Thumbnails are drawn at one size on every screen, 4:3 like the photos. */
export const THUMBNAIL_WIDTH_PX = 96;
export const THUMBNAIL_HEIGHT_PX = 72;

/** The demo's photos are 800 × 600, and dealers' feeds mostly 4:3 too. */
export const PHOTO_ASPECT_RATIO = '4 / 3';
