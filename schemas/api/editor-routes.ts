import {
  conflictAnswerSchema,
  draftAnswerSchema,
  editorErrorAnswerSchema,
  importAnswerSchema,
  invalidDocumentAnswerSchema,
  publishedAnswerSchema,
  saveDraftAnswerSchema,
  sitesAnswerSchema,
  versionsAnswerSchema,
} from './editor';
import {
  discardedAnswerSchema,
  draftChangesAnswerSchema,
  newPreviewLinkAnswerSchema,
  nothingToDiscardAnswerSchema,
  previewLinkRevokedAnswerSchema,
  previewLinksAnswerSchema,
  scheduleAnswerSchema,
} from './editor-publishing';
import { dealerReservationsAnswerSchema, reservationChangedAnswerSchema, reservationDecisionAnswerSchema } from './dealer-reservations';
import { mediaDeletedAnswerSchema, mediaInUseAnswerSchema, mediaItemSchema, mediaListAnswerSchema } from './media';
import { domainTakenAnswerSchema, platformSiteSchema, platformSitesAnswerSchema } from './platform-sites';
import { stockValuesAnswerSchema } from './stock-values';
import { carChoicesAnswerSchema } from './car-choices';
import { canvasDataAnswerSchema } from './canvas-block-data';

/**
 * Every route of the editor's API with the answer each status carries: one
 * table, so a test that stands in for the server can be held to what the
 * server really answers.
 */
export interface EditorApiRoute {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** With `{slug}` where the route takes a site, `{id}` where it takes a picture. */
  path: string;
  answers: Readonly<Record<number, object>>;
}

/** What any editor route may refuse with: a malformed body, signed out, another dealer's site, no such site, our failure. */
const REFUSALS = { 400: editorErrorAnswerSchema, 401: editorErrorAnswerSchema, 403: editorErrorAnswerSchema, 404: editorErrorAnswerSchema, 500: editorErrorAnswerSchema } as const;

const siteDocumentFileSchema = { type: 'object', required: ['schemaVersion', 'dealer', 'pages'] } as const;

export const EDITOR_API_ROUTES: readonly EditorApiRoute[] = [
  { method: 'GET', path: '/editor/api/sites', answers: { ...REFUSALS, 200: sitesAnswerSchema } },
  { method: 'GET', path: '/editor/api/sites/{slug}/draft', answers: { ...REFUSALS, 200: draftAnswerSchema } },
  { method: 'PUT', path: '/editor/api/sites/{slug}/draft', answers: { ...REFUSALS, 200: saveDraftAnswerSchema, 409: conflictAnswerSchema } },
  { method: 'POST', path: '/editor/api/sites/{slug}/publish', answers: { ...REFUSALS, 200: publishedAnswerSchema, 409: conflictAnswerSchema, 422: invalidDocumentAnswerSchema } },
  { method: 'GET', path: '/editor/api/sites/{slug}/changes', answers: { ...REFUSALS, 200: draftChangesAnswerSchema } },
  {
    method: 'POST',
    path: '/editor/api/sites/{slug}/discard',
    answers: { ...REFUSALS, 200: discardedAnswerSchema, 409: { anyOf: [conflictAnswerSchema, nothingToDiscardAnswerSchema] } },
  },
  { method: 'GET', path: '/editor/api/sites/{slug}/schedule', answers: { ...REFUSALS, 200: scheduleAnswerSchema } },
  { method: 'POST', path: '/editor/api/sites/{slug}/schedule', answers: { ...REFUSALS, 200: scheduleAnswerSchema, 409: conflictAnswerSchema, 422: invalidDocumentAnswerSchema } },
  { method: 'POST', path: '/editor/api/sites/{slug}/schedule/cancel', answers: { ...REFUSALS, 200: scheduleAnswerSchema } },
  { method: 'GET', path: '/editor/api/sites/{slug}/previews', answers: { ...REFUSALS, 200: previewLinksAnswerSchema } },
  { method: 'POST', path: '/editor/api/sites/{slug}/previews', answers: { ...REFUSALS, 200: newPreviewLinkAnswerSchema, 409: conflictAnswerSchema } },
  { method: 'POST', path: '/editor/api/sites/{slug}/previews/revoke', answers: { ...REFUSALS, 200: previewLinkRevokedAnswerSchema } },
  { method: 'GET', path: '/editor/api/sites/{slug}/versions', answers: { ...REFUSALS, 200: versionsAnswerSchema } },
  { method: 'POST', path: '/editor/api/sites/{slug}/rollback', answers: { ...REFUSALS, 200: publishedAnswerSchema, 422: invalidDocumentAnswerSchema } },
  { method: 'GET', path: '/editor/api/sites/{slug}/export', answers: { ...REFUSALS, 200: siteDocumentFileSchema } },
  {
    method: 'POST',
    path: '/editor/api/sites/{slug}/import',
    answers: { ...REFUSALS, 200: importAnswerSchema, 400: { anyOf: [invalidDocumentAnswerSchema, editorErrorAnswerSchema] } },
  },
  { method: 'GET', path: '/editor/api/sites/{slug}/reservations', answers: { ...REFUSALS, 200: dealerReservationsAnswerSchema } },
  { method: 'POST', path: '/editor/api/sites/{slug}/reservations', answers: { ...REFUSALS, 200: reservationDecisionAnswerSchema, 409: reservationChangedAnswerSchema } },
  { method: 'GET', path: '/editor/api/sites/{slug}/media', answers: { ...REFUSALS, 200: mediaListAnswerSchema } },
  { method: 'POST', path: '/editor/api/sites/{slug}/media', answers: { ...REFUSALS, 201: mediaItemSchema } },
  { method: 'DELETE', path: '/editor/api/sites/{slug}/media/{id}', answers: { ...REFUSALS, 200: mediaDeletedAnswerSchema, 409: mediaInUseAnswerSchema } },
  { method: 'GET', path: '/editor/api/sites/{slug}/stock-values', answers: { ...REFUSALS, 200: stockValuesAnswerSchema } },
  { method: 'GET', path: '/editor/api/sites/{slug}/car-choices', answers: { ...REFUSALS, 200: carChoicesAnswerSchema } },
  { method: 'POST', path: '/editor/api/sites/{slug}/canvas-data', answers: { ...REFUSALS, 200: canvasDataAnswerSchema } },
  { method: 'GET', path: '/editor/api/platform/sites', answers: { ...REFUSALS, 200: platformSitesAnswerSchema } },
  { method: 'PUT', path: '/editor/api/platform/sites/{slug}', answers: { ...REFUSALS, 200: platformSiteSchema, 409: domainTakenAnswerSchema } },
];

/** The route a request goes to, `{slug}` and `{id}` each matching one path segment. */
export function editorApiRoute(method: string, path: string): EditorApiRoute | undefined {
  const segments = path.split('?')[0]!.split('/');
  return EDITOR_API_ROUTES.find((route) => {
    if (route.method !== method) return false;
    const pattern = route.path.split('/');
    return pattern.length === segments.length && pattern.every((part, index) => part === '{slug}' || part === '{id}' || part === segments[index]);
  });
}
