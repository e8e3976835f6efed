import dgram from 'node:dgram';
import { getServers } from 'node:dns';
import net from 'node:net';
import * as dnsPacket from 'dns-packet';

/**
 * The SML step of a PEPPOL lookup: a U-NAPTR query (RFC 4848) for the participant's DNS name, whose record with
 * service "Meta:SMP" and flag "U" gives the receiver's SMP (eDelivery BDXL 1.6 §1.4.3; Peppol SML 1.3.0). The
 * query is made with dns-packet over UDP (TCP when the answer is truncated) rather than node:dns, because the
 * answer's time to live is what the lookup is kept for, and node:dns's resolveNaptr does not give it.
 */

export type NaptrAnswer =
  | { readonly kind: 'smp'; readonly smpUrl: string; readonly ttlSeconds: number }
  | { readonly kind: 'none'; readonly ttlSeconds: number }
  | { readonly kind: 'unavailable'; readonly reason: string };

const NXDOMAIN = 3;
/** How long "not registered" is kept when the zone gives no SOA minimum (RFC 2308 §5). */
const DEFAULT_NEGATIVE_TTL = 3600;

function hostAndPort(server: string): { host: string; port: number } {
  const bracketed = /^\[(.+)\](?::(\d+))?$/.exec(server);
  if (bracketed) return { host: bracketed[1]!, port: Number(bracketed[2] ?? 53) };
  const parts = server.split(':');
  if (parts.length === 2) return { host: parts[0]!, port: Number(parts[1]) };
  return { host: server, port: 53 };
}

function askUdp(server: { host: string; port: number }, query: Buffer, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket(net.isIPv6(server.host) ? 'udp6' : 'udp4');
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`no DNS answer from ${server.host}:${server.port} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('message', (message) => {
      clearTimeout(timer);
      socket.close();
      resolve(message);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    });
    socket.send(query, server.port, server.host);
  });
}

function askTcp(server: { host: string; port: number }, query: dnsPacket.Packet, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, server.host);
    let received = Buffer.alloc(0);
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`DNS over TCP timed out after ${timeoutMs} ms`)));
    socket.on('connect', () => socket.write(dnsPacket.streamEncode(query)));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= 2 && received.length >= 2 + received.readUInt16BE(0)) {
        socket.end();
        resolve(received.subarray(2, 2 + received.readUInt16BE(0)));
      }
    });
    socket.on('error', reject);
  });
}

/** Applies a NAPTR substitution expression "!pattern!replacement!flags" to the queried name (RFC 3403 §4.1). */
export function applyNaptrRegexp(regexp: string, name: string): string | null {
  const delimiter = regexp[0];
  if (!delimiter) return null;
  const [, pattern, replacement, flags] = regexp.split(delimiter);
  if (pattern === undefined || replacement === undefined) return null;
  try {
    const match = new RegExp(pattern, flags?.includes('i') ? 'i' : '').exec(name);
    if (!match) return null;
    return replacement.replace(/\\(\d)/g, (_, digit: string) => match[Number(digit)] ?? '');
  } catch {
    return null;
  }
}

/** The SMP of the participant published under `name`, asking `servers` (default: the system's resolvers). */
export async function lookUpSmp(name: string, options: { servers: readonly string[]; timeoutMs: number }): Promise<NaptrAnswer> {
  const servers = (options.servers.length ? options.servers : getServers()).map(hostAndPort);
  const query: dnsPacket.Packet = {
    type: 'query',
    id: Math.floor(Math.random() * 65535),
    flags: dnsPacket.RECURSION_DESIRED,
    questions: [{ type: 'NAPTR', name, class: 'IN' }],
  };
  let lastError = 'no DNS server configured';
  for (const server of servers) {
    try {
      let response = dnsPacket.decode(await askUdp(server, dnsPacket.encode(query), options.timeoutMs));
      if ((response.flags ?? 0) & dnsPacket.TRUNCATED_RESPONSE) response = dnsPacket.decode(await askTcp(server, query, options.timeoutMs));
      const rcode = (response.flags ?? 0) & 0xf;
      const soaMinimum = (response.authorities ?? []).flatMap((a) => (a.type === 'SOA' ? [Math.min(a.ttl ?? DEFAULT_NEGATIVE_TTL, a.data.minimum ?? DEFAULT_NEGATIVE_TTL)] : []))[0];
      if (rcode === NXDOMAIN) return { kind: 'none', ttlSeconds: soaMinimum ?? DEFAULT_NEGATIVE_TTL };
      if (rcode !== 0) {
        lastError = `DNS answered rcode ${rcode}`;
        continue;
      }
      const records = (response.answers ?? [])
        .flatMap((answer) => (answer.type === 'NAPTR' ? [{ ...answer.data, ttl: answer.ttl ?? 0 }] : []))
        .filter((record) => record.flags.toUpperCase() === 'U' && record.services.toLowerCase() === 'meta:smp')
        .sort((a, b) => a.order - b.order || a.preference - b.preference);
      for (const record of records) {
        const url = applyNaptrRegexp(record.regexp, name);
        if (url && /^https?:\/\//i.test(url)) return { kind: 'smp', smpUrl: url.replace(/\/+$/, ''), ttlSeconds: record.ttl };
      }
      return { kind: 'none', ttlSeconds: soaMinimum ?? DEFAULT_NEGATIVE_TTL };
    } catch (error) {
      lastError = (error as Error).message;
    }
  }
  return { kind: 'unavailable', reason: lastError };
}
