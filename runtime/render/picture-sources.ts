import type { SiteContext } from '../block-types';
import { editorPictureAddress, PICTURE_WIDTHS, type PictureWidth, uploadedPictureId } from './uploaded-picture';

/** What an <img> needs to load a document's picture at a sensible size. */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A document picture's src, and for one from the media library a srcset of
 * the widths it is served at, so a phone loads a small copy. `largest` is
 * the src for browsers without srcset and caps what the srcset offers.
 * The editor's canvas loads library pictures from the editor's own address.
 */
/** What of the site a picture's address depends on. */
type PictureSite = Pick<SiteContext, 'href' | 'mode'> & { document: { dealer: { slug: string } } };

export function pictureSources(site: PictureSite, url: string, sizes: string, largest: PictureWidth = 1920): PictureSources {
  const id = uploadedPictureId(url);
  // Other site paths (/media/…) are the platform's shared pictures, served at the root on every host.
  if (!id) return { src: url };
  const address = (width: PictureWidth) => (site.mode === 'editor' ? editorPictureAddress(site.document.dealer.slug, id, width) : `${site.href(url)}?w=${width}`);
  const widths = PICTURE_WIDTHS.filter((width) => width <= largest);
  return { src: address(largest), srcSet: widths.map((width) => `${address(width)} ${width}w`).join(', '), sizes };
}
