'use strict';
// The shop's one public origin (PUBLIC_URL) and the hosts it answers on. The edge is the first hop it
// trusts: a request for any other host is refused before a cache or the page server sees it, and the
// forwarded headers the services read are the edge's own, never a client's.

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Request headers that say where a request came from or was addressed to: only the edge sets them. */
const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-for',
];

/** A Host header as the origin's URL would write it (lower case, default port left out), or null when malformed. */
function normalHost(host, protocol) {
  if (!host || !/^[a-z0-9.[\]:-]+$/i.test(host)) return null;
  try {
    const url = new URL(`${protocol}//${host}`);
    return url.username || url.password || url.pathname !== '/' ? null : url.host;
  } catch {
    return null;
  }
}

/**
 * Whether the edge answers a (normalised) host: PUBLIC_URL's, one in the ALLOWED_HOSTS list (host[:port],
 * comma-separated), or, when PUBLIC_URL is a loopback origin (a local run), any loopback name and port.
 */
function hostPolicy({ publicUrl, extraHosts = [] }) {
  const { protocol, hostname, host: publicHost } = new URL(publicUrl);
  const hosts = new Set([publicHost]);
  for (const entry of extraHosts) {
    const host = normalHost(entry, protocol);
    if (!host) throw new Error(`ALLOWED_HOSTS has "${entry}", which is not a host[:port]`);
    hosts.add(host);
  }
  const local = LOOPBACK_NAMES.includes(hostname);
  return (host) =>
    hosts.has(host) || (local && LOOPBACK_NAMES.includes(new URL(`${protocol}//${host}`).hostname));
}

/** The client's address chain: the last `trustedHops` entries a trusted proxy in front added, then the peer. */
function forwardedFor(req, trustedHops) {
  const incoming = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const trusted = trustedHops > 0 ? incoming.slice(-trustedHops) : [];
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return [...trusted, peer].filter(Boolean).join(', ');
}

/**
 * The edge's first step for every request: false (the answer sent: 400 or 421) for a host it does not
 * serve; otherwise the client's forwarded headers are replaced by the edge's (the public host and scheme,
 * the trusted part of the address chain) and true.
 */
function createOriginGuard({ publicUrl, allowedHosts = [], trustProxyHops = 0 }) {
  const serves = hostPolicy({ publicUrl, extraHosts: allowedHosts });
  const { protocol, host: publicHost } = new URL(publicUrl);
  const scheme = protocol.slice(0, -1);
  const refuse = (res, status, message) => {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(message),
    });
    res.end(message);
    return false;
  };
  return (req, res) => {
    const host = normalHost(req.headers.host, protocol);
    if (!host) return refuse(res, 400, 'Bad request: missing or malformed Host header');
    if (!serves(host))
      return refuse(res, 421, 'Misdirected request: this server does not serve that host');
    const chain = forwardedFor(req, trustProxyHops);
    for (const name of FORWARDED_HEADERS) delete req.headers[name];
    req.headers['x-forwarded-host'] = publicHost;
    req.headers['x-forwarded-proto'] = scheme;
    if (chain) req.headers['x-forwarded-for'] = chain;
    return true;
  };
}

module.exports = { createOriginGuard };
