import { describe, expect, it } from 'vitest';
import nextConfig from '../apps/web/next.config';
import { MEDIA_UPLOAD_BODY_MAX_BYTES } from '../runtime/server/media/media-limits';

describe('picture upload limits', () => {
  it("Next's proxy reads a whole picture upload: its body limit is the media library's", () => {
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(MEDIA_UPLOAD_BODY_MAX_BYTES);
  });
});
