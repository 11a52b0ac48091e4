import { bodyLabel } from '../../../runtime/rules/body-label';
import { BODY_TYPES } from '../../../schemas/entities/car-values';

export type BodyType = (typeof BODY_TYPES)[number];

/** The spec's body types (detail §3) as a shopper reads them: the one wording the search filters use too (runtime/rules/body-label). */
export const BODY_TYPE_LABELS = Object.fromEntries(BODY_TYPES.map((type) => [type, bodyLabel(type)])) as Readonly<Record<BodyType, string>>;

/** The body parameter of /models?body=…, which takes one of the schema's body types. */
export const BODY_PARAMETER = 'body';

export type BodyRequest = { kind: 'none' } | { kind: 'known'; body: BodyType } | { kind: 'unknown'; written: string };

/**
 * Reads the body asked for. Only the schema's body types are accepted,
 * matched regardless of case ("SUV" is suv); anything else is unknown, and
 * said so, rather than searched for.
 */
export function bodyRequest(value: string | string[] | undefined): BodyRequest {
  const written = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  if (written === '') return { kind: 'none' };
  const body = BODY_TYPES.find((type) => type.toLowerCase() === written.toLowerCase());
  return body ? { kind: 'known', body } : { kind: 'unknown', written: written.slice(0, 60) };
}
