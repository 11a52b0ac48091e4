import { BlockList, isIP } from 'node:net';

/**
 * The header better-auth reads the client address from. Only our own code
 * sets it (see withClientAddress), overwriting whatever a browser sent, so
 * better-auth's limits count the same address as ours.
 */
export const CLIENT_ADDRESS_HEADER = 'x-dealer-client-address';

export class InvalidTrustedProxiesError extends Error {
  constructor(entry: string) {
    super(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.5 or 10.0.0.0/8).`);
  }
}

/** "::ffff:10.0.0.1" is how Node reports an IPv4 peer on a dual-stack socket. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}

/** TRUSTED_PROXIES (comma-separated IPs or CIDR ranges) as a list Node can match addresses against. */
export function trustedProxies(setting: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (setting ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix, extra] = entry.split('/');
    const version = isIP(plainAddress(address));
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = version === 6 ? 128 : 32;
    if (version === 0 || extra !== undefined || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))) {
      throw new InvalidTrustedProxiesError(entry);
    }
    const family = version === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(plainAddress(address), family);
    else list.addSubnet(plainAddress(address), bits, family);
  }
  return list;
}

const shared = globalThis as typeof globalThis & { dealerTrustedProxies?: BlockList };

function isTrusted(address: string, proxies: BlockList): boolean {
  const version = isIP(address);
  return version !== 0 && proxies.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address a request came from, for every rate limit. X-Forwarded-For is
 * written by whoever connects, so it is read from the right: the right-most
 * hop is the socket's peer (our server appends it, see scripts/serve.ts),
 * and a hop is skipped only when it is a proxy named in TRUSTED_PROXIES.
 * The left-most entries a browser wrote itself are therefore never used
 * unless every hop after them is a trusted proxy.
 */
function configuredProxies(): BlockList {
  shared.dealerTrustedProxies ??= trustedProxies(process.env.TRUSTED_PROXIES);
  return shared.dealerTrustedProxies;
}

export function clientAddress(request: Request, proxies: BlockList = configuredProxies()): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i > 0; i--) {
    if (!isTrusted(hops[i]!, proxies)) return hops[i]!;
  }
  return hops[0] ?? 'unknown';
}

/** A copy of the request carrying its client address in CLIENT_ADDRESS_HEADER, for better-auth's own limits. */
export function withClientAddress(request: Request, address: string = clientAddress(request)): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}

/**
 * X-Forwarded-For with the socket's peer appended, as a proxy appends the
 * address that connected to it. The app server does this for every request
 * (scripts/serve.ts), so the right-most hop is always the real peer.
 */
export function forwardedForWithPeer(forwardedFor: string | string[] | undefined, peer: string | undefined): string {
  const hops = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((hop) => hop.trim())
    .filter(Boolean);
  return [...hops, peer ?? 'unknown'].join(', ');
}
