/**
 * Whether an address or a listen host stays on this machine. Used to keep the development calls
 * (the SMS code outbox) from other machines: see modules/dev/routes.ts.
 */

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms, as a socket reports a peer. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase();
  const v4 = a.startsWith('::ffff:') ? a.slice('::ffff:'.length) : a;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return a === '::1' || a === '0:0:0:0:0:0:0:1';
}

/** A HOST that only this machine can reach: `localhost` (Fastify binds 127.0.0.1 and ::1) or a loopback address. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || isLoopbackAddress(h);
}
