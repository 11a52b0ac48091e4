/**
 * The largest body a shopper's request may have, in bytes: a search, a
 * saved car, a sign-in code, a phone reveal or a lead. Here, not with the
 * server's other limits, because the lead form fits what it sends to it
 * in the browser (runtime/rules/lead-payload.ts).
 */
export const MAX_SHOPPER_BODY_BYTES = 32_000;
