import type { LeadDestinations } from '../../../schemas/lead-destinations';

/** One place a lead goes, as an outbox row names it. */
export type LeadDestination = { kind: 'email'; address: string } | { kind: 'webhook'; url: string };

const EMAIL = 'email:';
const WEBHOOK = 'webhook:';

/** How an outbox row names a destination: 'email:<address>' or 'webhook:<url>'. */
export function destinationKey(destination: LeadDestination): string {
  return destination.kind === 'email' ? `${EMAIL}${destination.address}` : `${WEBHOOK}${destination.url}`;
}

export function parseDestinationKey(key: string): LeadDestination | undefined {
  if (key.startsWith(EMAIL) && key.length > EMAIL.length) return { kind: 'email', address: key.slice(EMAIL.length) };
  if (key.startsWith(WEBHOOK) && key.length > WEBHOOK.length) return { kind: 'webhook', url: key.slice(WEBHOOK.length) };
  return undefined;
}

/**
 * The outbox rows a lead gets from the dealer's document at the moment it
 * arrives. An address written twice in different case is one mailbox, so it
 * gets one email. None when the dealer has no destinations: the lead is
 * stored and nothing is queued.
 */
export function destinationKeysOf(destinations: LeadDestinations | undefined): string[] {
  const seen = new Set<string>();
  const keys: string[] = [];
  for (const address of destinations?.emails ?? []) {
    const trimmed = address.trim();
    if (trimmed === '' || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    keys.push(destinationKey({ kind: 'email', address: trimmed }));
  }
  if (destinations?.webhookUrl) keys.push(destinationKey({ kind: 'webhook', url: destinations.webhookUrl }));
  return keys;
}
