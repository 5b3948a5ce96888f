/**
 * What the rate limit counts a visitor by, from CloudFront's `CloudFront-Viewer-Address`: her IP address and the
 * source port of her connection, joined by the last colon and never bracketed ("203.0.113.7:46532",
 * "2001:db8::1:46532"; a bracketed "[2001:db8::1]:46532" is read too). An IPv4 address is counted on its own. An
 * IPv6 address is counted by its /64 prefix: one home or phone is given a whole /64 and may use any address in it,
 * so counting the full address would give one person a fresh limit per address. An IPv4 address written as IPv6
 * (`::ffff:203.0.113.7`) is the IPv4 address. Anything that does not read as an address is counted as it is.
 */
export function rateLimitAddress(viewerAddress: string): string {
  const address = withoutPort(viewerAddress.trim());
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

function withoutPort(viewer: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(viewer);
  if (bracketed) return bracketed[1]!;
  return viewer.replace(/:\d+$/, '');
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * The eight 16-bit groups of an IPv6 address, with `::` filled in and a dotted IPv4 tail as its two groups; a zone
 * (`%eth0`) is dropped. Undefined for anything else, an IPv4 address included.
 */
function ipv6Groups(text: string): number[] | undefined {
  const address = text.replace(/%.*$/, '');
  if (!address.includes(':')) return undefined;
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parts = halves.map((half) => (half ? half.split(':') : []));
  const groups = parts.map((list, half) =>
    list.flatMap((part, index) => groupsOf(part, half === parts.length - 1 && index === list.length - 1)),
  );
  if (groups.some((list) => list.some((group) => Number.isNaN(group)))) return undefined;
  const [head = [], tail = []] = groups;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...tail];
}

/** One written group as numbers: a hex group, or (last in the address) a dotted IPv4 address as two. */
function groupsOf(part: string, last: boolean): number[] {
  if (HEX_GROUP.test(part)) return [parseInt(part, 16)];
  const ipv4 = last ? IPV4.exec(part) : null;
  const bytes = ipv4?.slice(1).map(Number);
  if (!bytes || bytes.some((byte) => byte > 255)) return [NaN];
  return [(bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!];
}
