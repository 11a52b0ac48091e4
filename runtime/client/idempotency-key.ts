/**
 * One per submit attempt of a shopper's form (a lead, a reservation): the
 * request schemas want 16 to 64 letters, digits, - and _, and this is 32
 * random hex digits. A retry of the same attempt sends the same key.
 * getRandomValues, unlike randomUUID, works on a plain-http address too.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
