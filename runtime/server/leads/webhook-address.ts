import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { UndeliverableLead } from './undeliverable-lead';

/**
 * Addresses a production server never posts a lead to: loopback, private
 * networks, link-local (cloud metadata services answer there), carrier-grade
 * NAT, and addresses that are no single host. The webhook address is typed by
 * a marketer; without this, it could make the server call the platform's own
 * services (server-side request forgery).
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // NAT64: an IPv4 address behind an IPv6 prefix, refused rather than unpicked.
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is. */
const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
/** The same written in hex (::ffff:7f00:1): refused rather than unpicked. */
const MAPPED_IPV4_HEX = /^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i;

export function isPublicAddress(address: string): boolean {
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  if (MAPPED_IPV4_HEX.test(address)) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The address stays what the row says, so a refusal is final for that delivery. */
export class WebhookAddressRefused extends UndeliverableLead {}

/**
 * Whether a webhook address may be posted to. In production: https only, and
 * a host written as an address must be a public one (a name is checked when
 * it is looked up, publicOnlyLookup). Elsewhere anything goes, so a CRM can
 * be tried out on the same machine and the tests can listen on loopback.
 */
export function checkWebhookAddress(url: URL, production: boolean): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookAddressRefused(`A webhook address must start with https://, not ${url.protocol}`);
  if (!production) return;
  if (url.protocol !== 'https:') throw new WebhookAddressRefused('A production server posts leads over https only.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isPublicAddress(host)) throw new WebhookAddressRefused(`A production server does not post leads to a private or loopback address (${host}).`);
}

/**
 * A DNS lookup that refuses names resolving to any address that is not
 * public. Given to the request itself, it checks the very address the
 * connection is made to, so a name that resolves differently the second time
 * (DNS rebinding) gains nothing.
 */
export function publicOnlyLookup(lookup: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname: string, options: LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find(({ address }) => !isPublicAddress(address));
      if (refused)
        return callback(new WebhookAddressRefused(`A production server does not post leads to ${hostname}: it resolves to ${refused.address}, a private or loopback address.`), '');
      if (addresses.length === 0) return callback(new WebhookAddressRefused(`${hostname} resolves to no address.`), '');
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}
