import { cancelSchedule } from '@/runtime/server/editor/http/schedule-api';
import { editorContext, type SiteRouteProps } from '../../../../editor-context';

export const dynamic = 'force-dynamic';

/** POST: the scheduled publish is cancelled. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return cancelSchedule(await editorContext(), request, (await params).slug);
}
