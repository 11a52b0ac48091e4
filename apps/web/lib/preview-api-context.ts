import { registry } from '@/blocks';
import type { PreviewApiContext } from '@/runtime/server/editor/http/preview-site-api';
import { platform } from './platform';

/** A route under /preview/{token}: the token of a preview link. */
export interface PreviewRouteProps {
  params: Promise<{ token: string }>;
}

/** What a shared preview's reads work with in this server process. */
export async function previewContext(): Promise<PreviewApiContext> {
  return { ...(await platform()), registry };
}
