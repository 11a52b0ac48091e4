import type { FromSchema } from 'json-schema-to-ts';
import { slugSchema } from '../common';
import { dealerSchema } from '../dealer';

/**
 * The platform admin's API under /editor/api/platform/sites: who each site
 * is (its web addresses, the dealerships whose cars it shows, its website
 * number). Dealer editors get 403; these never travel in a site document
 * a marketer saves.
 */

const domainsSchema = {
  ...dealerSchema.properties.domains,
  items: { ...dealerSchema.properties.domains.items, maxLength: 253 },
  maxItems: 20,
  description: 'Web addresses (host names) the site answers on; the first is the main one. One address belongs to one site only.',
} as const;

const dealershipIdsSchema = {
  ...dealerSchema.properties.dealershipIds,
  items: { ...dealerSchema.properties.dealershipIds.items, maximum: 2_147_483_647 },
  maxItems: 200,
  description: 'The dealerships whose cars the site shows.',
} as const;

const websiteIdSchema = { ...dealerSchema.properties.websiteId, maximum: 2_147_483_647, description: 'The website number phone reveals and leads are recorded under.' } as const;

/** PUT /editor/api/platform/sites/{slug} */
export const platformSiteRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['domains', 'dealershipIds', 'websiteId'],
  properties: { domains: domainsSchema, dealershipIds: dealershipIdsSchema, websiteId: websiteIdSchema },
} as const;
export type PlatformSiteRequest = FromSchema<typeof platformSiteRequestSchema>;

export const platformSiteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'domains', 'dealershipIds', 'websiteId'],
  properties: { slug: slugSchema, ...platformSiteRequestSchema.properties },
} as const;
export type PlatformSiteAnswer = FromSchema<typeof platformSiteSchema>;

/** GET /editor/api/platform/sites */
export const platformSitesAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sites'],
  properties: { sites: { type: 'array', items: platformSiteSchema } },
} as const;
export type PlatformSitesAnswer = FromSchema<typeof platformSitesAnswerSchema>;

/** 409: a web address another site already answers on. */
export const domainTakenAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'field', 'message'],
  properties: { error: { const: 'domain-taken' }, field: { type: 'string' }, message: { type: 'string' } },
} as const;
export type DomainTakenAnswer = FromSchema<typeof domainTakenAnswerSchema>;
