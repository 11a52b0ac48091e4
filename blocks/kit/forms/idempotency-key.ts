/** One per submit attempt (schema: 16 to 64 letters, digits, - and _): 32 random hex digits. getRandomValues, unlike randomUUID, works on a plain-http address too. */
export const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
