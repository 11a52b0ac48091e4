import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedForWithPeer, InvalidTrustedProxiesError, trustedProxies } from './client-address';

const from = (forwardedFor?: string) => new Request('http://localhost/api/x', { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
const none = trustedProxies(undefined);

describe('the client address every rate limit counts', () => {
  it('security: the right-most hop (the socket’s peer), never what the browser wrote before it', () => {
    expect(clientAddress(from('203.0.113.9'), none)).toBe('203.0.113.9');
    expect(clientAddress(from('6.6.6.6, 198.51.100.7'), none)).toBe('198.51.100.7');
    expect(clientAddress(from('1.1.1.1, 2.2.2.2, 198.51.100.7'), none)).toBe('198.51.100.7');
    expect(clientAddress(from('::ffff:198.51.100.7'), none)).toBe('198.51.100.7');
    expect(clientAddress(from(), none)).toBe('unknown');
  });

  it('security: through the proxies TRUSTED_PROXIES names (IPs or CIDR ranges), walking from the right', () => {
    const proxies = trustedProxies('10.0.0.0/8, 192.0.2.10, 2001:db8::/32');
    expect(clientAddress(from('6.6.6.6, 203.0.113.9, 10.1.2.3'), proxies)).toBe('203.0.113.9');
    expect(clientAddress(from('6.6.6.6, 203.0.113.9, 192.0.2.10, 10.1.2.3'), proxies)).toBe('203.0.113.9');
    expect(clientAddress(from('203.0.113.9, 2001:db8::1'), proxies)).toBe('203.0.113.9');
    // A hop that is not a trusted proxy ends the walk, even if a "trusted" one stands left of it.
    expect(clientAddress(from('10.9.9.9, 203.0.113.9, 10.1.2.3'), proxies)).toBe('203.0.113.9');
    // Only proxies all the way: the left-most is the best there is.
    expect(clientAddress(from('10.4.4.4, 10.1.2.3'), proxies)).toBe('10.4.4.4');
  });

  it('security: the server appends the socket’s peer, so what a browser sends stays left of the real address', () => {
    expect(forwardedForWithPeer(undefined, '198.51.100.7')).toBe('198.51.100.7');
    expect(forwardedForWithPeer('6.6.6.6', '198.51.100.7')).toBe('6.6.6.6, 198.51.100.7');
    expect(forwardedForWithPeer(['6.6.6.6, 7.7.7.7', '8.8.8.8'], '::ffff:198.51.100.7')).toBe('6.6.6.6, 7.7.7.7, 8.8.8.8, ::ffff:198.51.100.7');
    expect(clientAddress(from(forwardedForWithPeer('6.6.6.6', '::ffff:198.51.100.7')), none)).toBe('198.51.100.7');
  });

  it('TRUSTED_PROXIES with something that is not an address or range stops the server rather than trusting nothing quietly', () => {
    for (const setting of ['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129']) {
      expect(() => trustedProxies(setting)).toThrow(InvalidTrustedProxiesError);
    }
  });
});
