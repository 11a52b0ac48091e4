import { registry } from '@/blocks';
import { marketerAuth } from '@/runtime/server/auth/shared-auth';
import type { EditorContext } from '@/runtime/server/editor/http/editor-access';
import { platform } from '../../../lib/platform';

/** The editor API's database, sign-in and block registry for this server process. */
export async function editorContext(): Promise<EditorContext> {
  const [{ db }, auth] = await Promise.all([platform(), marketerAuth()]);
  return { db, auth, registry };
}

export interface SiteRouteProps {
  params: Promise<{ slug: string }>;
}
