import { getSchedule, scheduleDraft } from '@/runtime/server/editor/http/schedule-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** GET: the site's scheduled publish, or null. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return getSchedule(await editorContext(), request, (await params).slug);
}

/** POST {revision, publishAt}: that draft revision goes live at that time. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return scheduleDraft(await editorContext(), request, (await params).slug);
}
