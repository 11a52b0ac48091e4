import type { CanvasDataAnswer, CanvasDataRequest } from '../../schemas/api/canvas-block-data';
import type { ConflictAnswer, DraftAnswer, VersionsAnswer } from '../../schemas/api/editor';
import type { DocumentError } from '../../schemas/errors';

/** The draft as another marketer left it, sent back with a 409. */
export type TheirDraft = ConflictAnswer['current'];
export type LoadedDraft = DraftAnswer;
export type VersionSummary = VersionsAnswer['versions'][number];

export type SaveAnswer = { kind: 'saved'; revision: number; updatedAt: string; errors: DocumentError[] } | { kind: 'conflict'; message: string; current: TheirDraft };

export type PublishAnswer =
  | { kind: 'published'; version: number }
  | { kind: 'invalid'; message: string; errors: DocumentError[] }
  | { kind: 'conflict'; message: string; current: TheirDraft };

export type ImportAnswer = { kind: 'imported'; revision: number; migratedFrom: number | null } | { kind: 'invalid'; message: string; errors: DocumentError[] };

/**
 * The server refused or could not be reached. `retryable` is true for
 * network failures and server faults, where trying again later can succeed.
 */
export class EditorApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export const siteApiPath = (slug: string, what: string) => `/editor/api/sites/${encodeURIComponent(slug)}/${what}`;

export async function send(url: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) } });
  } catch {
    throw new EditorApiError('The server could not be reached.', null, true);
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // A proxy's HTML error page or an empty answer: the status says enough.
  }
  return { status: response.status, body };
}

export function refused(status: number, body: Record<string, unknown>): EditorApiError {
  const message = typeof body.message === 'string' ? body.message : `The server answered ${status}.`;
  return new EditorApiError(message, status, status >= 500 || status === 401);
}

export const errorsOf = (body: Record<string, unknown>) => (Array.isArray(body.errors) ? (body.errors as DocumentError[]) : []);
export const messageOf = (body: Record<string, unknown>) => (typeof body.message === 'string' ? body.message : '');

export async function fetchDraft(slug: string): Promise<LoadedDraft> {
  const { status, body } = await send(siteApiPath(slug, 'draft'));
  if (status !== 200) throw refused(status, body);
  return body as unknown as LoadedDraft;
}

export async function saveDraft(slug: string, document: unknown, revision: number): Promise<SaveAnswer> {
  const { status, body } = await send(siteApiPath(slug, 'draft'), { method: 'PUT', body: JSON.stringify({ document, revision }) });
  if (status === 200) return { kind: 'saved', revision: body.revision as number, updatedAt: body.updatedAt as string, errors: errorsOf(body) };
  if (status === 409) return { kind: 'conflict', message: messageOf(body), current: body.current as TheirDraft };
  throw refused(status, body);
}

export async function publishDraft(slug: string, revision: number): Promise<PublishAnswer> {
  const { status, body } = await send(siteApiPath(slug, 'publish'), { method: 'POST', body: JSON.stringify({ revision }) });
  if (status === 200) return { kind: 'published', version: body.version as number };
  if (status === 422) return { kind: 'invalid', message: messageOf(body), errors: errorsOf(body) };
  if (status === 409) return { kind: 'conflict', message: messageOf(body), current: body.current as TheirDraft };
  throw refused(status, body);
}

export async function fetchVersions(slug: string): Promise<VersionSummary[]> {
  const { status, body } = await send(siteApiPath(slug, 'versions'));
  if (status !== 200) throw refused(status, body);
  return body.versions as VersionSummary[];
}

export async function rollBackTo(slug: string, version: number): Promise<{ version: number }> {
  const { status, body } = await send(siteApiPath(slug, 'rollback'), { method: 'POST', body: JSON.stringify({ version }) });
  if (status !== 200) throw refused(status, body);
  return { version: body.version as number };
}

export async function importDocument(slug: string, document: unknown): Promise<ImportAnswer> {
  const { status, body } = await send(siteApiPath(slug, 'import'), { method: 'POST', body: JSON.stringify(document) });
  if (status === 200) return { kind: 'imported', revision: body.revision as number, migratedFrom: (body.migratedFrom as number | null) ?? null };
  if (status === 400) return { kind: 'invalid', message: messageOf(body), errors: errorsOf(body) };
  throw refused(status, body);
}

/** Blocks' data for the live canvas, loaded from the draft as the editor has it; a refusal's message stands for every block asked. */
export async function fetchCanvasData(slug: string, request: CanvasDataRequest): Promise<CanvasDataAnswer['results']> {
  const { status, body } = await send(siteApiPath(slug, 'canvas-data'), { method: 'POST', body: JSON.stringify(request) });
  if (status !== 200) throw refused(status, body);
  return (body as CanvasDataAnswer).results;
}
