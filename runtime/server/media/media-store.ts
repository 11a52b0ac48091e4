import type { PictureContentType } from '../../../schemas/api/media';

/** A picture in a site's library, as stored: what the picker lists and delivery serves. */
export interface StoredPicture {
  id: string;
  siteSlug: string;
  contentType: PictureContentType;
  width: number;
  height: number;
  byteSize: number;
  alt: string;
  fileName: string;
  uploadedBy: string | null;
  uploadedAt: string;
}

/** A new picture for a site's library: the checked bytes and what the marketer said about it. */
export interface NewPicture {
  bytes: Uint8Array;
  contentType: PictureContentType;
  width: number;
  height: number;
  alt: string;
  fileName: string;
  uploadedBy: string | null;
}

/**
 * Where a site's pictures are kept: the database in this platform
 * (database-media-store.ts); object storage would be another adapter of the
 * same four calls. Every call names the site, so one dealer's picture is
 * never found under another's.
 */
export interface MediaStore {
  /** Stores the picture under the hash of its bytes; the same bytes again update its description and name. */
  put(siteSlug: string, picture: NewPicture): Promise<StoredPicture>;
  /** The picture and its bytes, or undefined when this site has no such picture. */
  get(siteSlug: string, id: string): Promise<{ picture: StoredPicture; bytes: Uint8Array } | undefined>;
  /** The site's pictures, newest first, without their bytes. */
  list(siteSlug: string): Promise<StoredPicture[]>;
  /** True when the site had the picture. */
  delete(siteSlug: string, id: string): Promise<boolean>;
}
