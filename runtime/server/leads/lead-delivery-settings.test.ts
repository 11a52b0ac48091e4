import { describe, expect, it } from 'vitest';
import type { Database } from '../db/types';
import type { Kysely } from 'kysely';
import { checkLeadDeliverySettings, deliveryTimingFromEnv, LeadDeliverySettingsError, leadMailProviderFromEnv, postsToPublicAddressesOnly } from './lead-delivery-settings';

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
const emailsOnly = { emails: true, webhooks: false };
const webhooksOnly = { emails: false, webhooks: true };
const noDatabase = {} as Kysely<Database>;

describe('lead delivery settings', () => {
  it('production without SMTP_URL refuses to start while a dealer has email destinations: the local mailbox would send nothing', () => {
    expect(() => checkLeadDeliverySettings(emailsOnly, env({ NODE_ENV: 'production' }))).toThrow(LeadDeliverySettingsError);
    expect(() => checkLeadDeliverySettings(emailsOnly, env({ NODE_ENV: 'production' }))).toThrow(/SMTP_URL.*ALLOW_LOCAL_MAILBOX=1/s);
    expect(() => checkLeadDeliverySettings(emailsOnly, env({ NODE_ENV: 'production', SMTP_URL: 'smtp://u:p@smtp.example.com:587' }))).not.toThrow();
    expect(() => checkLeadDeliverySettings(emailsOnly, env({ NODE_ENV: 'production', ALLOW_LOCAL_MAILBOX: '1' }))).not.toThrow();
    // No dealer sends email: nothing would be kept back, so nothing to refuse.
    expect(() => checkLeadDeliverySettings({ emails: false, webhooks: false }, env({ NODE_ENV: 'production' }))).not.toThrow();
    expect(() => checkLeadDeliverySettings(emailsOnly, env({}))).not.toThrow();
  });

  it('production refuses webhooks without LEAD_WEBHOOK_SECRET: their signatures would prove nothing', () => {
    expect(() => checkLeadDeliverySettings(webhooksOnly, env({ NODE_ENV: 'production' }))).toThrow(/LEAD_WEBHOOK_SECRET/);
    expect(() => checkLeadDeliverySettings(webhooksOnly, env({ NODE_ENV: 'production', LEAD_WEBHOOK_SECRET: 'a-long-random-secret' }))).not.toThrow();
    expect(() => checkLeadDeliverySettings(webhooksOnly, env({}))).not.toThrow();
  });

  it('SMTP_URL picks the SMTP server; without it the local mailbox, said aloud in production', () => {
    expect(leadMailProviderFromEnv(noDatabase, env({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525' })).kind).toBe('smtp');
    expect(leadMailProviderFromEnv(noDatabase, env({})).kind).toBe('local-mailbox');
    const said: string[] = [];
    expect(leadMailProviderFromEnv(noDatabase, env({ NODE_ENV: 'production' }), (line) => said.push(line)).kind).toBe('local-mailbox');
    expect(said).toEqual([expect.stringContaining('local mailbox')]);
  });

  it('in production webhooks reach public addresses only, unless ALLOW_PRIVATE_WEBHOOKS=1; elsewhere any address', () => {
    const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
    expect(postsToPublicAddressesOnly(env({ NODE_ENV: 'production' }))).toBe(true);
    expect(postsToPublicAddressesOnly(env({ NODE_ENV: 'production', ALLOW_PRIVATE_WEBHOOKS: '0' }))).toBe(true);
    expect(postsToPublicAddressesOnly(env({ NODE_ENV: 'production', ALLOW_PRIVATE_WEBHOOKS: '1' }))).toBe(false);
    expect(postsToPublicAddressesOnly(env({ NODE_ENV: 'development' }))).toBe(false);
  });

  it('the lease and the first retry wait can be tuned in whole seconds from 1 to 3600; anything else stops the start', () => {
    const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
    expect(deliveryTimingFromEnv(env({}))).toEqual({});
    expect(deliveryTimingFromEnv(env({ LEAD_DELIVERY_LEASE_SECONDS: '1', LEAD_FIRST_RETRY_SECONDS: '3600' }))).toEqual({ leaseMs: 1000, firstRetryDelayMs: 3_600_000 });
    for (const bad of ['0', '3601', '1.5', 'soon', '-5']) {
      expect(() => deliveryTimingFromEnv(env({ LEAD_DELIVERY_LEASE_SECONDS: bad }))).toThrow(LeadDeliverySettingsError);
      expect(() => deliveryTimingFromEnv(env({ LEAD_FIRST_RETRY_SECONDS: bad }))).toThrow(/LEAD_FIRST_RETRY_SECONDS/);
    }
  });
});
