import { describe, expect, it } from 'vitest';
import { addressKey } from './address.js';

describe('address keys of the players limits (issue 23)', () => {
  it('IPv4 as it is; IPv6 by its /64, however it is written', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    const block = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:0:0:9',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::1%eth0',
    ])
      expect(addressKey(ip), ip).toBe(block);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(block);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
