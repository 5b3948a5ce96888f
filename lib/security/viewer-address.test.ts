import { rateLimitAddress } from './viewer-address';

describe('the address a visitor is rate-limited by', () => {
  it('is an IPv4 address without its port', () => {
    expect(rateLimitAddress('203.0.113.7:46532')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, so one household or phone cannot take a new address for a new quota', () => {
    const home = rateLimitAddress('2001:db8:85a3:12:1111:2222:3333:4444:46532');
    expect(home).toBe('2001:db8:85a3:12::/64');
    expect(rateLimitAddress('2001:db8:85a3:12:aaaa:bbbb:cccc:dddd:443')).toBe(home);
    expect(rateLimitAddress('2001:db8:85a3:13:1111:2222:3333:4444:46532')).not.toBe(home);
  });

  it('reads compressed, padded, upper-case and bracketed IPv6 alike', () => {
    const prefix = '2001:db8:0:0::/64';
    for (const viewer of [
      '2001:db8::1:443',
      '2001:0DB8:0000:0000:0000:0000:0000:0002:443',
      '2001:db8::ab:cd:1234',
      '[2001:db8::5]:443',
      '2001:db8::%eth0:443',
    ])
      expect(rateLimitAddress(viewer)).toBe(prefix);
    expect(rateLimitAddress('::1:443')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(rateLimitAddress('::ffff:203.0.113.7:46532')).toBe('203.0.113.7');
    expect(rateLimitAddress('::FFFF:cb00:7107:46532')).toBe('203.0.113.7');
    expect(rateLimitAddress('0:0:0:0:0:ffff:203.0.113.7:1')).toBe('203.0.113.7');
  });

  it('counts anything that is not an address as it is, without a port', () => {
    expect(rateLimitAddress('not an address')).toBe('not an address');
    expect(rateLimitAddress('1:2:3:4:5:6:7:8:9:443')).toBe('1:2:3:4:5:6:7:8:9');
    expect(rateLimitAddress('1::2::3:443')).toBe('1::2::3');
  });
});
