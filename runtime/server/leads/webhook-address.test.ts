import type { lookup as dnsLookup } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkWebhookAddress, isPublicAddress, publicOnlyLookup, WebhookAddressRefused } from './webhook-address';

/** A resolver that answers from a table, so no name is looked up on the network. */
function resolvingTo(addresses: Record<string, string[]>): typeof dnsLookup {
  return ((hostname: string, _options: unknown, callback: (error: Error | null, addresses: { address: string; family: number }[]) => void) => {
    callback(
      null,
      (addresses[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  }) as unknown as typeof dnsLookup;
}

function lookUp(hostname: string, table: Record<string, string[]>, all = false): Promise<unknown> {
  return new Promise((resolve, reject) => {
    publicOnlyLookup(resolvingTo(table))(hostname, { all }, (error, address, family) => (error ? reject(error) : resolve(all ? address : { address, family })));
  });
}

describe('webhook addresses a production server posts to (no server-side request forgery)', () => {
  it('public addresses pass; loopback, private, link-local, carrier NAT and IPv6 local ones do not', () => {
    for (const address of ['203.0.113.9', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('in production: https only, and never to an address that is not public', () => {
    expect(() => checkWebhookAddress(new URL('https://crm.example.com/leads'), true)).not.toThrow();
    expect(() => checkWebhookAddress(new URL('http://crm.example.com/leads'), true)).toThrow(WebhookAddressRefused);
    expect(() => checkWebhookAddress(new URL('https://127.0.0.1:8443/leads'), true)).toThrow(/private or loopback/);
    expect(() => checkWebhookAddress(new URL('https://[::1]/leads'), true)).toThrow(/private or loopback/);
    expect(() => checkWebhookAddress(new URL('https://169.254.169.254/latest/meta-data'), true)).toThrow(WebhookAddressRefused);
  });

  it('outside production loopback is allowed, so a CRM can be tried on the same machine (and the tests listen there)', () => {
    expect(() => checkWebhookAddress(new URL('http://127.0.0.1:4000/leads'), false)).not.toThrow();
    expect(() => checkWebhookAddress(new URL('ftp://127.0.0.1/leads'), false)).toThrow(WebhookAddressRefused);
  });

  it('a name is checked at lookup, against every address it resolves to', async () => {
    const table = { 'crm.example.com': ['203.0.113.9'], 'sneaky.example.com': ['203.0.113.9', '10.0.0.5'], 'internal.example.com': ['127.0.0.1'] };
    await expect(lookUp('crm.example.com', table)).resolves.toEqual({ address: '203.0.113.9', family: 4 });
    await expect(lookUp('crm.example.com', table, true)).resolves.toEqual([{ address: '203.0.113.9', family: 4 }]);
    await expect(lookUp('sneaky.example.com', table)).rejects.toThrow(/10\.0\.0\.5, a private or loopback address/);
    await expect(lookUp('internal.example.com', table)).rejects.toThrow(WebhookAddressRefused);
    await expect(lookUp('nowhere.example.com', table)).rejects.toThrow(/resolves to no address/);
  });
});
