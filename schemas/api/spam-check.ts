import type { FromSchema } from 'json-schema-to-ts';

/**
 * GET /api/spam-check: a proof-of-work challenge (ALTCHA) for one form
 * submit, signed by the server and bound to the site. The form solves it on
 * the shopper's device and sends it back with the lead as `captcha`.
 */
export const spamCheckChallengeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['parameters', 'signature'],
  properties: {
    parameters: {
      type: 'object',
      required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'expiresAt', 'data'],
      properties: {
        algorithm: { type: 'string' },
        nonce: { type: 'string' },
        salt: { type: 'string' },
        cost: { type: 'integer' },
        keyLength: { type: 'integer' },
        keyPrefix: { type: 'string' },
        expiresAt: { type: 'integer', description: 'Seconds since 1970 after which the check no longer passes.' },
        data: { type: 'object', required: ['site'], properties: { site: { type: 'string' } } },
      },
    },
    signature: { type: 'string' },
  },
} as const;

export type SpamCheckChallenge = FromSchema<typeof spamCheckChallengeSchema>;
