import type { MediaItem } from '../../../schemas/api/media';
import { checkStubbedAnswer } from '../../publishing/test-support/checked-answers';

/** A picture as the server lists it, held to the route's answer schema. */
export function stubPicture(id: string, overrides: Partial<MediaItem> = {}): MediaItem {
  const picture: MediaItem = {
    id: id.repeat(32).slice(0, 32),
    url: `/uploads/${id.repeat(32).slice(0, 32)}`,
    thumbnailUrl: `/editor/api/sites/sunshine-toyota/media/${id.repeat(32).slice(0, 32)}?w=320`,
    width: 1600,
    height: 900,
    alt: 'Our showroom at dusk',
    name: 'showroom.jpg',
    contentType: 'image/jpeg',
    byteSize: 120_000,
    uploadedAt: '2026-11-20T01:00:00.000Z',
    uploadedBy: 'sam@sunshine-toyota.example',
    ...overrides,
  };
  checkStubbedAnswer('POST', '/editor/api/sites/sunshine-toyota/media', { status: 201, body: picture });
  return picture;
}
