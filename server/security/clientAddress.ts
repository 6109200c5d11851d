import { isIP } from 'node:net';

// The network address a request came from, as the throttles count it. The socket's address is the
// only one a client cannot choose; X-Forwarded-For counts only behind a proxy the operator trusts.

export interface AddressedRequest {
  /** The socket's remote address; absent for calls made inside the process (tests, scripts). */
  remoteAddress?: string;
  headers: Record<string, string | string[] | undefined>;
}

function trustsProxy(): boolean {
  return process.env.TRUST_PROXY === '1';
}

/** `1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:443` or `2001:db8::1%eth0` as a bare address, else null. */
function bareAddress(input: string): string | null {
  const value = input
    .trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
    .replace(/%.*$/, '');
  return isIP(value) ? value : null;
}

/** The proxy appends the address it saw to the end; earlier entries are whatever the client sent. */
function lastForwardedAddress(header: string | string[] | undefined): string | null {
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  return bareAddress(entries.at(-1) ?? '');
}

/** The 8 groups of an IPv6 address with `::` expanded; a dotted IPv4 tail makes the last two. */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, ''];
  const toGroups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const headGroups = toGroups(head);
  const tailGroups = toGroups(tail);
  return [...headGroups, ...Array<number>(8 - headGroups.length - tailGroups.length).fill(0), ...tailGroups];
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is `1.2.3.4`. */
function unmappedAddress(address: string): string {
  return address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i)?.[1] ?? address;
}

function isLoopback(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  const groups = ipv6Groups(address.toLowerCase());
  return groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
}

/**
 * One throttle key per client: IPv4 addresses as they are, IPv6 addresses by their /64 network,
 * because one subscriber is usually given a whole /64.
 */
function throttleAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const network = ipv6Groups(address.toLowerCase()).slice(0, 4);
  return `${network.map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * The client's address in throttle form, or null when there is no outside client to cap: a call
 * made inside the process, or one from the machine itself (journeys, health checks, or a proxy
 * left without TRUST_PROXY, behind which every customer would otherwise share one address).
 */
export function clientAddress(request: AddressedRequest, trustProxy = trustsProxy()): string | null {
  const forwarded = trustProxy ? lastForwardedAddress(request.headers['x-forwarded-for']) : null;
  const address = forwarded ?? bareAddress(request.remoteAddress ?? '');
  if (address === null) return null;
  const unmapped = unmappedAddress(address);
  return isLoopback(unmapped) ? null : throttleAddress(unmapped);
}

// Where a proxy names the client it passes a request on for. Next itself fills X-Forwarded-For in
// with the socket's address when a request comes without one.
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

/** Every client a forwarding header names: `Forwarded`'s `for=` values, the others' comma-separated entries. */
function forwardedClients(name: (typeof FORWARDING_HEADERS)[number], header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (name === 'forwarded') return [...value.matchAll(/\bfor=\s*"?([^";,]*)/gi)].map((match) => match[1]);
  return value === '' ? [] : value.split(',');
}

function isLoopbackAddress(input: string): boolean {
  const address = bareAddress(input);
  return address !== null && isLoopback(unmappedAddress(address));
}

/**
 * A request from this machine itself, or a call made inside the process: the socket's address is
 * loopback and no forwarding header names any other client. A proxy on the machine connects from
 * loopback too, but names the outside client it passes a request on for; a client that writes a
 * loopback address into such a header itself still connects from its own address.
 */
export function isFromThisMachine(request: AddressedRequest): boolean {
  if (request.remoteAddress !== undefined && !isLoopbackAddress(request.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => forwardedClients(name, request.headers[name]).every(isLoopbackAddress));
}
