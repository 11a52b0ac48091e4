import type { FromSchema } from 'json-schema-to-ts';
import { MAX_STORED_INTEGER } from '../common';

/**
 * A shopper's mobile number as the watchlist and sign-in carry it: an
 * Australian mobile in international form, +614 and eight digits. What a
 * shopper types (0412 345 678, +61 412 345 678, …) is turned into this by
 * runtime/rules/australian-mobile.ts, in the browser and on the server.
 */
export const AUSTRALIAN_MOBILE_PATTERN = '^\\+614[0-9]{8}$';
export const AUSTRALIAN_MOBILE_WORDS = 'an Australian mobile number like 0412 345 678';

export const phoneNumberSchema = { type: 'string', pattern: AUSTRALIAN_MOBILE_PATTERN } as const;

/** POST /api/watchlist/save-car and /api/watchlist/remove-car (spec search §7). */
export const watchlistCarRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone_number', 'car_id'],
  properties: {
    phone_number: phoneNumberSchema,
    car_id: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER },
  },
} as const;
export type WatchlistCarRequest = FromSchema<typeof watchlistCarRequestSchema>;

/** Spec search §7: the answer must carry a success field; a failure says why. */
export const watchlistCarAnswerSchema = {
  oneOf: [
    { type: 'object', additionalProperties: false, required: ['success'], properties: { success: { const: true } } },
    { type: 'object', additionalProperties: false, required: ['success', 'message'], properties: { success: { const: false }, message: { type: 'string' } } },
  ],
} as const;
export type WatchlistCarAnswer = FromSchema<typeof watchlistCarAnswerSchema>;

/** Spec search §3: a watchlist item is a car id. GET /api/watchlist lists the signed-in shopper's; signed out, none. */
export const watchlistAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone_number', 'items'],
  properties: {
    phone_number: {
      anyOf: [phoneNumberSchema, { type: 'null' }],
      description: "The signed-in shopper's number, which save-car and remove-car name; null when signed out (a plain answer, not a 401, since every page with cards asks).",
    },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'slug', 'primary_image_url'],
        properties: {
          id: { type: 'integer', description: "The saved car's id." },
          name: { type: 'string' },
          slug: { type: 'string', description: "For the link to the car's page." },
          primary_image_url: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;
export type WatchlistAnswer = FromSchema<typeof watchlistAnswerSchema>;

/** The sign-in steps: ask for a code, then give it back. */
export const sendCodeRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone_number'],
  properties: { phone_number: phoneNumberSchema },
} as const;
export type SendCodeRequest = FromSchema<typeof sendCodeRequestSchema>;

export const verifyCodeRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone_number', 'code'],
  properties: { phone_number: phoneNumberSchema, code: { type: 'string', pattern: '^[0-9]{6}$' } },
} as const;
export type VerifyCodeRequest = FromSchema<typeof verifyCodeRequestSchema>;

/** POST /api/watchlist/sign-out: an empty JSON object; the cookie says who signs out. */
export const signOutRequestSchema = { type: 'object', additionalProperties: false, properties: {} } as const;
export type SignOutRequest = FromSchema<typeof signOutRequestSchema>;
