import { scheduleRequestSchema, type ScheduleAnswer, type ScheduleRequest } from '../../../../schemas/api/editor-publishing';
import { createScheduledPublishing } from '../scheduled-publishing';
import { answer, conflict, invalidDocument, invalidRequest, noSuchSite } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

/** GET /editor/api/sites/{slug}/schedule: the site's scheduled publish, or null. */
export function getSchedule(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => answer<ScheduleAnswer>({ schedule: await createScheduledPublishing(context.db, context.registry).current(slug) }));
}

/** POST /editor/api/sites/{slug}/schedule {revision, publishAt}: that draft revision goes live at that time, replacing any earlier schedule. */
export function scheduleDraft(context: EditorContext, request: Request, slug: string, now: () => Date = () => new Date()): Promise<Response> {
  return forDealerSite<ScheduleRequest>(context, request, slug, { body: scheduleRequestSchema }, async (marketer, { revision, publishAt }) => {
    const outcome = await createScheduledPublishing(context.db, context.registry).schedule(slug, revision, new Date(publishAt), marketer.email, now());
    switch (outcome.outcome) {
      case 'scheduled':
        return answer<ScheduleAnswer>({ schedule: outcome.schedule });
      case 'in-the-past':
        return invalidRequest('/publishAt', 'must be a time still to come: this one has already passed.');
      case 'conflict':
        return conflict(outcome.current);
      case 'invalid': {
        const count = outcome.errors.length;
        return invalidDocument(422, `The publish was not scheduled: fix the ${count === 1 ? 'error' : `${count} errors`} first.`, outcome.errors);
      }
      case 'tenancy':
        return invalidRequest(outcome.field, outcome.message);
      case 'not-found':
        return noSuchSite(slug);
    }
  });
}

/** POST /editor/api/sites/{slug}/schedule/cancel: the site has no scheduled publish any more. */
export function cancelSchedule(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => {
    await createScheduledPublishing(context.db, context.registry).cancel(slug);
    return answer<ScheduleAnswer>({ schedule: null });
  });
}
