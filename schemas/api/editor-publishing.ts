import type { FromSchema } from 'json-schema-to-ts';
import { MAX_STORED_INTEGER } from '../common';

/**
 * The editor's publishing steps beyond "publish now": throwing a draft away,
 * publishing at a set time, and a preview link for people without an editor
 * account. Requests and answers, as schemas/api/editor.ts keeps the others.
 */

const revisionSchema = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_STORED_INTEGER,
  description: 'The draft revision the step starts from; 0 when the dealer has no draft yet.',
} as const;

const timestampSchema = { type: 'string', format: 'date-time', maxLength: 40 } as const;

/** A preview link's number: how the editor names it to withdraw it, never what opens it. */
const previewLinkIdSchema = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

// Requests

/** POST /editor/api/sites/{slug}/discard: the draft goes back to the live version. */
export const discardRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['revision'],
  properties: { revision: revisionSchema },
} as const;
export type DiscardRequest = FromSchema<typeof discardRequestSchema>;

/** POST /editor/api/sites/{slug}/schedule: the draft at `revision` goes live at `publishAt`. */
export const scheduleRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['revision', 'publishAt'],
  properties: {
    revision: revisionSchema,
    publishAt: { ...timestampSchema, description: 'When it goes live, with its time zone, like 2026-12-01T09:00:00+10:00.' },
  },
} as const;
export type ScheduleRequest = FromSchema<typeof scheduleRequestSchema>;

/** POST /editor/api/sites/{slug}/previews: a preview link to the draft at `revision`. */
export const previewLinkRequestSchema = discardRequestSchema;
export type PreviewLinkRequest = FromSchema<typeof previewLinkRequestSchema>;

/** POST /editor/api/sites/{slug}/previews/revoke: the link stops working at once. */
export const revokePreviewLinkRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: previewLinkIdSchema },
} as const;
export type RevokePreviewLinkRequest = FromSchema<typeof revokePreviewLinkRequestSchema>;

// Answers

/** 200 from discard: the draft's new revision, which holds the live version's document. */
export const discardedAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['revision', 'basedOnVersion'],
  properties: { revision: revisionSchema, basedOnVersion: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER } },
} as const;
export type DiscardedAnswer = FromSchema<typeof discardedAnswerSchema>;

const scheduledPublishSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['publishAt', 'revision', 'scheduledBy', 'scheduledAt', 'status', 'failure', 'publishedVersion'],
  properties: {
    publishAt: timestampSchema,
    revision: revisionSchema,
    scheduledBy: { type: 'string', description: 'The email of who scheduled it.' },
    scheduledAt: timestampSchema,
    status: { type: 'string', enum: ['waiting', 'published', 'failed'], description: 'failed: it did not pass the checks at its time; failure says why.' },
    failure: { type: ['string', 'null'] },
    publishedVersion: { anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER }, { type: 'null' }] },
  },
} as const;
export type ScheduledPublish = FromSchema<typeof scheduledPublishSchema>;

/** GET, POST (200) and POST …/cancel of /editor/api/sites/{slug}/schedule: the site's scheduled publish, or null. */
export const scheduleAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['schedule'],
  properties: { schedule: { anyOf: [scheduledPublishSchema, { type: 'null' }] } },
} as const;
export type ScheduleAnswer = FromSchema<typeof scheduleAnswerSchema>;

const previewLinkFields = {
  id: previewLinkIdSchema,
  revision: revisionSchema,
  createdAt: timestampSchema,
  createdBy: { type: 'string' },
  expiresAt: timestampSchema,
} as const;

/** GET /editor/api/sites/{slug}/previews: the links that still work, newest first, without their tokens (only their hashes are kept). */
export const previewLinksAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['links'],
  properties: {
    links: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['id', 'revision', 'createdAt', 'createdBy', 'expiresAt'], properties: previewLinkFields },
    },
  },
} as const;
export type PreviewLinksAnswer = FromSchema<typeof previewLinksAnswerSchema>;

/** POST /editor/api/sites/{slug}/previews, 200: the new link, whose address is shown this once. */
export const newPreviewLinkAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'revision', 'createdAt', 'createdBy', 'expiresAt', 'path'],
  properties: { ...previewLinkFields, path: { type: 'string', pattern: '^/preview/[A-Za-z0-9_-]+/$', description: 'The link, on the dealer sites’ host.' } },
} as const;
export type NewPreviewLinkAnswer = FromSchema<typeof newPreviewLinkAnswerSchema>;

/** POST /editor/api/sites/{slug}/previews/revoke, 200. */
export const previewLinkRevokedAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['revoked'],
  properties: { revoked: { const: true } },
} as const;
export type PreviewLinkRevokedAnswer = FromSchema<typeof previewLinkRevokedAnswerSchema>;

/** 409 from discard of a site never published: nothing live to go back to. */
export const nothingToDiscardAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message'],
  properties: { error: { const: 'nothing-live' }, message: { type: 'string' } },
} as const;
export type NothingToDiscardAnswer = FromSchema<typeof nothingToDiscardAnswerSchema>;

/** GET /editor/api/sites/{slug}/changes: what publishing the saved draft would change on the live site. */
export const draftChangesAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['revision', 'liveVersion', 'changes'],
  properties: {
    revision: revisionSchema,
    liveVersion: { anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER }, { type: 'null' }], description: 'null: the site has never been published.' },
    changes: { type: 'array', items: { type: 'string' }, description: 'What changed since the live version, in plain words; empty when the draft is the live version.' },
  },
} as const;
export type DraftChangesAnswer = FromSchema<typeof draftChangesAnswerSchema>;
