import type { ConflictAnswer, EditorErrorAnswer, InvalidDocumentAnswer } from '../../../../schemas/api/editor';
import type { DocumentError } from '../../../../schemas/errors';
import type { EditorDraft } from '../drafts';

export function answer<Body>(body: Body, status = 200): Response {
  return Response.json(body, { status });
}

function refusal(status: number, body: EditorErrorAnswer): Response {
  return answer(body, status);
}

export const signedOut = () => refusal(401, { error: 'signed-out', message: 'Sign in to use the editor.' });

export const forbidden = () => refusal(403, { error: 'forbidden', message: "You don't have access to this dealer's site." });

export const notFound = (message: string) => refusal(404, { error: 'not-found', message });

export const noSuchSite = (slug: string) => notFound(`There is no dealer site "${slug}".`);

/** 400 for a malformed body: `field` is the JSON Pointer, the message says it in words ("revision must be a whole number"). */
export function invalidRequest(field: string, message: string): Response {
  const subject = field === '/' || field === '' ? 'The request body' : field.slice(1).replaceAll('/', ' › ');
  return refusal(400, { error: 'invalid-request', field, message: `${subject} ${message}` });
}

export const serverError = () => refusal(500, { error: 'server-error', message: 'Something went wrong on our side and the request did not finish. Try again in a moment.' });

/** 409: someone saved since this marketer's revision; their draft comes back so the marketer can compare and reapply. */
export function conflict(current: EditorDraft): Response {
  const who = current.updatedBy ?? 'Someone else';
  const body: ConflictAnswer = {
    error: 'conflict',
    message: `${who} saved this site since you opened it (now revision ${current.revision}). Your changes were not saved; they are still in your editor to reapply.`,
    current: { document: current.document, revision: current.revision, updatedAt: current.updatedAt, updatedBy: current.updatedBy },
  };
  return answer(body, 409);
}

export function invalidDocument(status: 400 | 422, message: string, errors: DocumentError[]): Response {
  const body: InvalidDocumentAnswer = { error: 'invalid-document', message, errors };
  return answer(body, status);
}
