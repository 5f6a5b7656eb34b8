import { PUBLIC_LINK_MESSAGES } from './messages';

/**
 * Who can open a link, judged by its address alone: a customer's phone on mobile data reaches only a public
 * address. Used by the server's start (APP_URL) and by the screen where a seller shares a receipt's link.
 */
export type TLinkReach = 'public' | 'this-device' | 'local-network';

const IPV4_RE = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The IPv4 address written in `host` as its four numbers, or null. */
function ipv4Of(host: string): number[] | null {
  const match = IPV4_RE.exec(host);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

function ipv4Reach([a = 0, b = 0]: number[]): TLinkReach {
  if (a === 127 || a === 0) return 'this-device';
  // RFC 1918 private ranges, link-local and the carriers' shared range: never reached from the internet.
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'local-network';
  if ((a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)) return 'local-network';
  return 'public';
}

function ipv6Reach(host: string): TLinkReach | null {
  if (!host.includes(':')) return null;
  if (host === '::1' || host === '::') return 'this-device';
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1, or its hex form as the URL parser writes it).
  const mapped = /^::ffff:(.+)$/.exec(host)?.[1];
  if (mapped) {
    const dotted = ipv4Of(mapped);
    if (dotted) return ipv4Reach(dotted);
    const [high = '0', low = '0'] = mapped.split(':');
    const value = (Number.parseInt(high, 16) << 16) | Number.parseInt(low, 16);
    return ipv4Reach([(value >>> 24) & 255, (value >>> 16) & 255]);
  }
  // Unique local (fc00::/7) and link-local (fe80::/10) addresses.
  if (/^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host)) return 'local-network';
  return 'public';
}

/**
 * Where a link opens from: 'this-device' (localhost, 127.x, ::1 — only the machine that runs Cuadre),
 * 'local-network' (192.168.x, 10.x, 172.16–31.x, link-local, `.local` names and names without a dot — only on the
 * shop's network), or 'public'. A text that is not a URL is 'public': nothing to warn about.
 */
export function linkReach(url: string): TLinkReach {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'public';
  }
  host = host.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'this-device';
  const ipv4 = ipv4Of(host);
  if (ipv4) return ipv4Reach(ipv4);
  const ipv6 = ipv6Reach(host);
  if (ipv6) return ipv6;
  if (!host.includes('.') || /\.(local|lan|home\.arpa|internal)$/.test(host)) return 'local-network';
  return 'public';
}

/** What to tell a seller about to send `url` to a customer when the customer's phone cannot open it; else null. */
export function linkReachWarning(url: string): string | null {
  const reach = linkReach(url);
  if (reach === 'public') return null;
  const { host } = new URL(url);
  return reach === 'this-device'
    ? PUBLIC_LINK_MESSAGES.thisDeviceLink(host)
    : PUBLIC_LINK_MESSAGES.localNetworkLink(host);
}
