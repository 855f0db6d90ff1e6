import { describe, expect, it } from 'vitest';
import { networkKey } from '../../functions/lib/rate-limit';

describe('networkKey: what rate limits and vote deduplication count as one client', () => {
  it('keys an IPv4 address by the whole address', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(networkKey('203.0.113.8')).not.toBe(networkKey('203.0.113.7'));
  });

  it.each([
    ['the full form', '2001:0db8:0001:0002:0000:0000:0000:0001'],
    ['a compressed form', '2001:db8:1:2::1'],
    ['another interface id', '2001:db8:1:2:abcd:ef01:2345:6789'],
    ['capitals', '2001:DB8:1:2:ABCD:EF01:2345:6789'],
    ['a zone id', '2001:db8:1:2::ffff%eth0'],
    ['brackets', '[2001:db8:1:2::1]'],
    ['the compression inside the prefix', '2001:db8:1:2:0:0:0:0'],
    ['an embedded IPv4 tail', '2001:db8:1:2::192.0.2.1'],
  ])('keys an IPv6 address by its /64: %s', (_label, address) => {
    expect(networkKey(address)).toBe('2001:db8:1:2::/64');
  });

  it('tells different /64 networks apart, also where compression hides the difference', () => {
    expect(networkKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkKey('2001:db8::1:0:0:1')).toBe('2001:db8:0:0::/64');
    expect(networkKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(networkKey('::1')).toBe('0:0:0:0::/64');
    expect(networkKey('::')).toBe('0:0:0:0::/64');
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(networkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it.each([
    ['too many groups', '1:2:3:4:5:6:7:8:9'],
    ['two compressions', '2001::1::2'],
    ['a group of five digits', '2001:db8:1:12345::1'],
    ['letters beyond f', '2001:db8:1:g::1'],
    ['an IPv4 octet over 255', '203.0.113.256'],
    ['an IPv4 tail that is not last', '::203.0.113.7:1'],
    ['nothing', ''],
  ])('keeps what is not an address (%s) as sent, lower-cased, never merging it with a real one', (_label, text) => {
    const key = networkKey(text);
    expect(key).toBe(text.trim().toLowerCase());
    expect(key.endsWith('/64')).toBe(false);
  });
});
