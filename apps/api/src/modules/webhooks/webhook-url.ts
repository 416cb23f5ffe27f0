// Which URLs an endpoint may have (docs/decisions/070-webhooks.md). In production only https, and never an address of
// a private, loopback or link-local network: the server posts wherever a customer says, so it must not be made to
// reach the machines behind it (server-side request forgery). The name is resolved when the endpoint is registered
// and again at every delivery, on the very connection made (http.request's lookup), so a name that later points
// inward is refused too. Outside production, http:// is allowed for localhost and 127.0.0.1 (a developer's receiver,
// the tests' local server), and private addresses are not checked.
import { lookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import { BlockList, isIP } from 'node:net';
import type { MessageKey } from '@telecom/domain';

/** The ranges a production server must not post to (IANA special-purpose registries, IPv4 and IPv6). */
const PRIVATE = new BlockList();
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
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `address` (an IP address) belongs to a network a production server must not post to. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? PRIVATE.check(mapped[1]!, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

export interface WebhookUrlRules {
  production: boolean;
  /** Resolves a host name to its addresses (dns.lookup; tests give their own). */
  resolve?: (host: string) => Promise<string[]>;
}

const lookupAll = promisify(lookup);
const systemResolve = async (host: string) =>
  ((await lookupAll(host, { all: true })) as LookupAddress[]).map((entry) => entry.address);

/** Why `url` cannot be an endpoint's (a message key for the `url` field), or undefined when it can. */
export async function webhookUrlProblem(url: string, rules: WebhookUrlRules): Promise<MessageKey | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'validation.webhook.url';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'validation.webhook.https';
  if (parsed.username || parsed.password) return 'validation.webhook.url';
  if (!rules.production) {
    return parsed.protocol === 'https:' || LOCAL_HOSTS.has(parsed.hostname) ? undefined : 'validation.webhook.https';
  }
  if (parsed.protocol !== 'https:') return 'validation.webhook.https';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'validation.webhook.private';
  if (isIP(host)) return isPrivateAddress(host) ? 'validation.webhook.private' : undefined;
  let addresses: string[];
  try {
    addresses = await (rules.resolve ?? systemResolve)(host);
  } catch {
    return 'validation.webhook.url';
  }
  return addresses.length === 0 || addresses.some(isPrivateAddress) ? 'validation.webhook.private' : undefined;
}

/**
 * dns.lookup for the delivery's connection that refuses private addresses (production): the check made on the
 * address actually connected to, so a name cannot pass at registration and point inward later.
 */
export const publicOnlyLookup: typeof lookup = ((
  hostname: string,
  options: object,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused || addresses.length === 0)
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '');
    if ((options as { all?: boolean }).all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}) as typeof lookup;
