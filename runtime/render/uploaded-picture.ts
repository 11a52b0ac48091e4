/**
 * Where a picture from the site's media library is served. A document holds
 * the site path `/uploads/{id}`, which works on the dealer's own host and,
 * prefixed like any site link, under /sites/{slug}. (`/media/` is taken:
 * it serves the platform's shared pictures, the same for every site.)
 */
export const UPLOADS_PATH = '/uploads';

/**
 * The widths a picture is served at (`?w=`): a fixed few, so resized copies
 * are shared by every visitor and cached, and nobody can make the server
 * resize to thousands of odd widths.
 */
export const PICTURE_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The width the picker's thumbnails are asked for. */
export const THUMBNAIL_WIDTH: PictureWidth = 320;

const UPLOADED_PICTURE = /^\/uploads\/([0-9a-f]{32})$/;

export const uploadedPicturePath = (id: string): string => `${UPLOADS_PATH}/${id}`;

/** The media id in a document's image address, or undefined for any other address. */
export function uploadedPictureId(url: string): string | undefined {
  return UPLOADED_PICTURE.exec(url)?.[1];
}

/** The allowed width nearest to the one asked for; ties go to the larger, so a picture is never blurrier than asked. */
export function nearestPictureWidth(requested: number): PictureWidth {
  let best: PictureWidth = PICTURE_WIDTHS[0];
  for (const width of PICTURE_WIDTHS) {
    if (Math.abs(width - requested) <= Math.abs(best - requested)) best = width;
  }
  return best;
}

/**
 * The editor's own address for a site's picture: the canvas and the picker
 * load pictures from the editor's host, which serves no dealer site when the
 * editor has a host of its own.
 */
export function editorPictureAddress(slug: string, id: string, width?: PictureWidth): string {
  const path = `/editor/api/sites/${encodeURIComponent(slug)}/media/${id}`;
  return width ? `${path}?w=${width}` : path;
}
