import { createHash } from 'node:crypto';

/**
 * A picture's id: the first 32 hex digits (128 bits) of the SHA-256 of its
 * stored bytes. The same id always means the same picture, so its address
 * can be cached for good, and no two pictures collide in practice.
 */
export function pictureId(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}
