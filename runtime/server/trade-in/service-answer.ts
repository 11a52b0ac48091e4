import type { ValidateFunction } from 'ajv';

/** How long a shopper waits for an outside service before carrying on without it. */
export const SERVICE_TIMEOUT_MS = 8_000;

/** An outside service's settings: its address, and the token it is sent as "Authorization: Bearer …". */
export interface ServiceSettings {
  url: string;
  token: string;
}

/** POSTs JSON to the service; the answer's status and parsed body (undefined when it is not JSON). Network failures and timeouts throw. */
export async function postToService(settings: ServiceSettings, body: unknown, send: typeof fetch): Promise<{ status: number; body: unknown }> {
  const response = await send(settings.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${settings.token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/**
 * A service's answer, kept to the fields we know and checked against their
 * schema: a service may send more than we read, never something else in
 * their place.
 */
export function knownFields<T>(answer: unknown, fields: readonly string[], validate: ValidateFunction): T | undefined {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return undefined;
  const kept = Object.fromEntries(fields.flatMap((field) => (Object.hasOwn(answer, field) ? [[field, (answer as Record<string, unknown>)[field]]] : [])));
  return validate(kept) ? (kept as T) : undefined;
}
