import type { DraftChangesAnswer, NewPreviewLinkAnswer, PreviewLinksAnswer, ScheduleAnswer, ScheduledPublish } from '../../schemas/api/editor-publishing';
import type { DocumentError } from '../../schemas/errors';
import { errorsOf, messageOf, refused, send, siteApiPath, type TheirDraft } from './editor-api';

/**
 * The editor's calls for publishing beyond "publish now": what changed,
 * discarding, scheduling and preview links (schemas/api/editor-publishing.ts).
 */

export type DraftChanges = DraftChangesAnswer;
export type PreviewLink = PreviewLinksAnswer['links'][number];
export type NewPreviewLink = NewPreviewLinkAnswer;
export type { ScheduledPublish };

export type DiscardAnswer = { kind: 'discarded'; revision: number } | { kind: 'conflict'; message: string; current: TheirDraft } | { kind: 'nothing-live'; message: string };

export type ScheduleDraftAnswer =
  | { kind: 'scheduled'; schedule: ScheduledPublish }
  | { kind: 'invalid'; message: string; errors: DocumentError[] }
  | { kind: 'conflict'; message: string; current: TheirDraft };

export type PreviewLinkAnswer = { kind: 'created'; link: NewPreviewLink } | { kind: 'conflict'; message: string; current: TheirDraft };

const post = (body?: unknown): RequestInit => ({ method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

export async function fetchDraftChanges(slug: string): Promise<DraftChanges> {
  const { status, body } = await send(siteApiPath(slug, 'changes'));
  if (status !== 200) throw refused(status, body);
  return body as unknown as DraftChanges;
}

export async function discardDraft(slug: string, revision: number): Promise<DiscardAnswer> {
  const { status, body } = await send(siteApiPath(slug, 'discard'), post({ revision }));
  if (status === 200) return { kind: 'discarded', revision: body.revision as number };
  if (status === 409 && body.error === 'nothing-live') return { kind: 'nothing-live', message: messageOf(body) };
  if (status === 409) return { kind: 'conflict', message: messageOf(body), current: body.current as TheirDraft };
  throw refused(status, body);
}

export async function fetchSchedule(slug: string): Promise<ScheduledPublish | null> {
  const { status, body } = await send(siteApiPath(slug, 'schedule'));
  if (status !== 200) throw refused(status, body);
  return (body as unknown as ScheduleAnswer).schedule;
}

export async function scheduleDraft(slug: string, revision: number, publishAt: string): Promise<ScheduleDraftAnswer> {
  const { status, body } = await send(siteApiPath(slug, 'schedule'), post({ revision, publishAt }));
  if (status === 200) return { kind: 'scheduled', schedule: (body as unknown as ScheduleAnswer).schedule! };
  if (status === 422) return { kind: 'invalid', message: messageOf(body), errors: errorsOf(body) };
  if (status === 409) return { kind: 'conflict', message: messageOf(body), current: body.current as TheirDraft };
  throw refused(status, body);
}

export async function cancelSchedule(slug: string): Promise<void> {
  const { status, body } = await send(siteApiPath(slug, 'schedule/cancel'), post());
  if (status !== 200) throw refused(status, body);
}

export async function fetchPreviewLinks(slug: string): Promise<PreviewLink[]> {
  const { status, body } = await send(siteApiPath(slug, 'previews'));
  if (status !== 200) throw refused(status, body);
  return (body as unknown as PreviewLinksAnswer).links;
}

export async function createPreviewLink(slug: string, revision: number): Promise<PreviewLinkAnswer> {
  const { status, body } = await send(siteApiPath(slug, 'previews'), post({ revision }));
  if (status === 200) return { kind: 'created', link: body as unknown as NewPreviewLink };
  if (status === 409) return { kind: 'conflict', message: messageOf(body), current: body.current as TheirDraft };
  throw refused(status, body);
}

export async function revokePreviewLink(slug: string, id: number): Promise<void> {
  const { status, body } = await send(siteApiPath(slug, 'previews/revoke'), post({ id }));
  if (status !== 200) throw refused(status, body);
}
