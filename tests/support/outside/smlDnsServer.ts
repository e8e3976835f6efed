import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as dnsPacket from 'dns-packet';
import { participantDnsName } from '../../../server/outside/peppol/identifiers';

/**
 * A local DNS server answering as the PEPPOL SML does (Peppol SML 1.3.0, eDelivery BDXL 1.6 §1.5.3): a U-NAPTR
 * record with service "Meta:SMP" under each registered participant's DNS name, NXDOMAIN with the zone's SOA for
 * every other name. UDP, with dns-packet.
 */
export interface LocalSml {
  readonly zone: string;
  /** PEPPOL_DNS_SERVERS for the lookup. */
  readonly server: string;
  /** Registers a participant ("0192:923609016") at an SMP URL, its record living `ttl` seconds. */
  register(participant: string, smpUrl: string, ttl?: number): void;
  unregister(participant: string): void;
  /** The names asked, in order. */
  readonly asked: string[];
  /** Answers nothing (a resolver that is down). */
  silent: boolean;
  close(): Promise<void>;
}

export async function startLocalSml(zone = 'participant.sml.test.norlink.example'): Promise<LocalSml> {
  const records = new Map<string, { smpUrl: string; ttl: number }>();
  const asked: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, remote) => {
    if (sml.silent) return;
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    asked.push(name);
    const record = records.get(name);
    const soa: dnsPacket.Answer = {
      type: 'SOA',
      name: zone,
      ttl: 300,
      data: { mname: `ns.${zone}`, rname: `hostmaster.${zone}`, serial: 1, refresh: 3600, retry: 600, expire: 86400, minimum: 300 },
    };
    const answers: dnsPacket.Answer[] =
      record && question.type === 'NAPTR'
        ? [{ type: 'NAPTR', name: question.name, ttl: record.ttl, data: { order: 100, preference: 10, flags: 'U', services: 'Meta:SMP', regexp: `!^.*$!${record.smpUrl}!`, replacement: '' } }]
        : [];
    const response = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (record ? 0 : 3),
      questions: query.questions,
      answers,
      authorities: record ? [] : [soa],
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  const sml: LocalSml = {
    zone,
    server: `127.0.0.1:${port}`,
    asked,
    silent: false,
    register: (participant, smpUrl, ttl = 600) => void records.set(participantDnsName(participant, zone), { smpUrl, ttl }),
    unregister: (participant) => void records.delete(participantDnsName(participant, zone)),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
  return sml;
}
