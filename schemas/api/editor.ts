import type { FromSchema } from 'json-schema-to-ts';
import { slugSchema } from '../common';
import { MAX_STORED_INTEGER } from '../common';

/**
 * The editor's HTTP API under /editor/api/sites: every request body and
 * every answer. A draft may hold errors (it is saved anyway); publishing and
 * importing refuse a document with errors.
 */

/** A site document as the API carries it; its contents are checked by the site document validator, not here. */
const siteDocumentBodySchema = { type: 'object', description: 'A site document (see docs/site-documents.md).' } as const;

const revisionSchema = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_STORED_INTEGER,
  description: 'The draft revision the change starts from; 0 when the dealer has no draft yet.',
} as const;

const versionSchema = { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER, description: 'A published version of the site, counted 1, 2, 3… per dealer.' } as const;

const timestampSchema = { type: 'string', format: 'date-time' } as const;

/** One problem in a document (schemas/errors.ts DocumentError). */
export const documentErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'message'],
  properties: {
    path: { type: 'string', description: 'JSON Pointer to the value, e.g. /pages/0/blocks/1/props/title' },
    block: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'id'],
      properties: { type: { type: 'string' }, id: { type: 'string' } },
    },
    message: { type: 'string' },
  },
} as const;

const documentErrorsSchema = { type: 'array', items: documentErrorSchema } as const;

// Requests

/** PUT /editor/api/sites/{slug}/draft */
export const saveDraftRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['document', 'revision'],
  properties: { document: siteDocumentBodySchema, revision: revisionSchema },
} as const;
export type SaveDraftRequest = FromSchema<typeof saveDraftRequestSchema>;

/** POST /editor/api/sites/{slug}/publish */
export const publishRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['revision'],
  properties: { revision: revisionSchema },
} as const;
export type PublishRequest = FromSchema<typeof publishRequestSchema>;

/** POST /editor/api/sites/{slug}/rollback */
export const rollbackRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version: versionSchema },
} as const;
export type RollbackRequest = FromSchema<typeof rollbackRequestSchema>;

/** POST /editor/api/sites/{slug}/import: the document itself, of this or an older schemaVersion. */
export const importRequestSchema = siteDocumentBodySchema;
export type ImportRequest = FromSchema<typeof importRequestSchema>;

// Answers

/** GET /editor/api/sites: the sites the signed-in marketer may edit. */
export const sitesAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sites'],
  properties: {
    sites: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'name', 'publishedVersion', 'draftRevision', 'unpublishedChanges', 'lastEdited', 'schedule'],
        properties: {
          slug: slugSchema,
          name: { type: 'string' },
          publishedVersion: { anyOf: [versionSchema, { type: 'null' }] },
          draftRevision: revisionSchema,
          unpublishedChanges: { type: 'boolean', description: 'The draft holds changes shoppers do not see yet.' },
          lastEdited: {
            type: 'object',
            additionalProperties: false,
            required: ['at', 'by'],
            description: "The last change: the draft's latest save, else the live version's publishing.",
            properties: { at: timestampSchema, by: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Their name, else their email address.' } },
          },
          schedule: {
            description: 'A publish waiting for its time, or one that did not go live at it; null when there is neither.',
            anyOf: [
              {
                type: 'object',
                additionalProperties: false,
                required: ['publishAt', 'status'],
                properties: { publishAt: timestampSchema, status: { enum: ['waiting', 'failed'] } },
              },
              { type: 'null' },
            ],
          },
        },
      },
    },
  },
} as const;
export type SitesAnswer = FromSchema<typeof sitesAnswerSchema>;

const draftFields = {
  document: siteDocumentBodySchema,
  revision: revisionSchema,
  updatedAt: timestampSchema,
  updatedBy: { type: ['string', 'null'], description: 'The email of who saved it.' },
} as const;

/** GET /editor/api/sites/{slug}/draft */
export const draftAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['document', 'revision', 'basedOnVersion', 'updatedAt', 'updatedBy', 'errors'],
  properties: {
    ...draftFields,
    basedOnVersion: { anyOf: [versionSchema, { type: 'null' }], description: 'The published version the draft started from.' },
    errors: documentErrorsSchema,
  },
} as const;
export type DraftAnswer = FromSchema<typeof draftAnswerSchema>;

/** PUT /editor/api/sites/{slug}/draft, 200 */
export const saveDraftAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['revision', 'updatedAt', 'errors'],
  properties: { revision: revisionSchema, updatedAt: timestampSchema, errors: documentErrorsSchema },
} as const;
export type SaveDraftAnswer = FromSchema<typeof saveDraftAnswerSchema>;

/** 409 from a save or publish: someone saved since; their draft comes back so nothing is lost. */
export const conflictAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message', 'current'],
  properties: {
    error: { const: 'conflict' },
    message: { type: 'string' },
    current: { type: 'object', additionalProperties: false, required: ['document', 'revision', 'updatedAt', 'updatedBy'], properties: draftFields },
  },
} as const;
export type ConflictAnswer = FromSchema<typeof conflictAnswerSchema>;

/** 200 from publish and rollback: the version the site now serves. */
export const publishedAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version: versionSchema },
} as const;
export type PublishedAnswer = FromSchema<typeof publishedAnswerSchema>;

/** 422 from publish and rollback, 400 from import: the document has errors. */
export const invalidDocumentAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message', 'errors'],
  properties: { error: { const: 'invalid-document' }, message: { type: 'string' }, errors: documentErrorsSchema },
} as const;
export type InvalidDocumentAnswer = FromSchema<typeof invalidDocumentAnswerSchema>;

/** GET /editor/api/sites/{slug}/versions, newest first. */
export const versionsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['versions'],
  properties: {
    versions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['version', 'status', 'createdAt', 'createdBy', 'source', 'changes'],
        properties: {
          version: versionSchema,
          status: { type: 'string', enum: ['draft', 'published'] },
          createdAt: timestampSchema,
          createdBy: { type: ['string', 'null'] },
          source: { type: 'string', enum: ['file', 'editor'], description: 'file: from dealer-configs/ on start; editor: published here.' },
          changes: { type: 'array', items: { type: 'string' }, description: 'What changed since the version before, in plain words.' },
        },
      },
    },
  },
} as const;
export type VersionsAnswer = FromSchema<typeof versionsAnswerSchema>;

/** POST /editor/api/sites/{slug}/import, 200: the imported document is the draft now. */
export const importAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['revision', 'errors', 'migratedFrom'],
  properties: {
    revision: revisionSchema,
    errors: { type: 'array', maxItems: 0 },
    migratedFrom: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }], description: 'The schemaVersion the file had, when it was older.' },
  },
} as const;
export type ImportAnswer = FromSchema<typeof importAnswerSchema>;

export const EDITOR_ERRORS = ['signed-out', 'forbidden', 'not-found', 'invalid-request', 'server-error'] as const;

/** Every other refusal: signed out (401), another dealer's site (403), no such site (404), a malformed body (400, naming `field`). */
export const editorErrorAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', enum: EDITOR_ERRORS },
    field: { type: 'string', description: 'JSON Pointer to the part of the body that is wrong (invalid-request only).' },
    message: { type: 'string' },
  },
} as const;
export type EditorErrorAnswer = FromSchema<typeof editorErrorAnswerSchema>;
