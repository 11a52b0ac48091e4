import { describe, expect, it } from 'vitest';
import { ajv } from '../../../schemas/ajv';
import { leadDestinationsSchema, MAX_LEAD_EMAIL_ADDRESSES } from '../../../schemas/lead-destinations';
import { destinationKeysOf, parseDestinationKey } from './lead-destination';

/** As the document holds it: settings.leadDelivery, with the schema's defaults filled in. */
const validSettings = ajv.compile({ type: 'object', additionalProperties: false, properties: { leadDelivery: leadDestinationsSchema } });
const accepts = (destinations: unknown) => validSettings({ leadDelivery: structuredClone(destinations) });

describe("where a dealer's leads are sent (settings.leadDelivery)", () => {
  it('none by default: a dealer without destinations queues nothing', () => {
    const settings: Record<string, unknown> = {};
    expect(validSettings(settings)).toBe(true);
    expect(settings).toEqual({ leadDelivery: { emails: [] } });
    expect(destinationKeysOf({ emails: [] })).toEqual([]);
    expect(destinationKeysOf(undefined)).toEqual([]);
  });

  it('one outbox key per email address and one for the webhook; the same address in another case is one mailbox', () => {
    const keys = destinationKeysOf({ emails: ['sales@dealer.example', 'Sales@Dealer.example', 'crm@dealer.example'], webhookUrl: 'https://crm.example.com/leads' });
    expect(keys).toEqual(['email:sales@dealer.example', 'email:crm@dealer.example', 'webhook:https://crm.example.com/leads']);
    expect(keys.map(parseDestinationKey)).toEqual([
      { kind: 'email', address: 'sales@dealer.example' },
      { kind: 'email', address: 'crm@dealer.example' },
      { kind: 'webhook', url: 'https://crm.example.com/leads' },
    ]);
    expect(parseDestinationKey('sms:0400000000')).toBeUndefined();
    expect(parseDestinationKey('email:')).toBeUndefined();
  });

  it('email addresses must be addresses, at most MAX_LEAD_EMAIL_ADDRESSES of them, none twice', () => {
    expect(accepts({ emails: ['leads@sunshine-toyota.example.com'] })).toBe(true);
    expect(accepts({ emails: ['not an address'] })).toBe(false);
    expect(accepts({ emails: ['a@b.example', 'a@b.example'] })).toBe(false);
    expect(accepts({ emails: Array.from({ length: MAX_LEAD_EMAIL_ADDRESSES + 1 }, (_, n) => `desk${n}@b.example`) })).toBe(false);
  });

  it('the webhook is https, or plain http to this machine only (never another host, never another scheme)', () => {
    expect(accepts({ webhookUrl: 'https://crm.example.com/leads' })).toBe(true);
    expect(accepts({ webhookUrl: 'http://localhost:4000/leads' })).toBe(true);
    expect(accepts({ webhookUrl: 'http://127.0.0.1:4000/leads' })).toBe(true);
    expect(accepts({ webhookUrl: 'http://[::1]:4000/leads' })).toBe(true);
    expect(accepts({ webhookUrl: 'http://crm.example.com/leads' })).toBe(false);
    expect(accepts({ webhookUrl: 'http://localhost.evil.example/leads' })).toBe(false);
    expect(accepts({ webhookUrl: 'javascript:alert(1)' })).toBe(false);
    expect(accepts({ webhookUrl: 'ftp://crm.example.com/leads' })).toBe(false);
  });

  it('holds nothing secret: no field for a key or password', () => {
    expect(Object.keys(leadDestinationsSchema.properties)).toEqual(['emails', 'webhookUrl']);
    expect(accepts({ webhookSecret: 'x' })).toBe(false);
  });
});
