import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { bearerToken } from '../http/guards';

/** Loopback and the private ranges (RFC 1918, IPv6 unique local): addresses the internet cannot connect from. */
const privateNetworks = new BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');

/** Headers a proxy adds when it relays a request: a public client's request relayed from a private address. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** Whether `address` (IPv4, IPv6 or IPv4-mapped IPv6) is loopback or private. */
export function isPrivateAddress(address: string): boolean {
  return privateNetworks.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics, which tells the traffic, the backlog and the machine of the product and
 * belongs to its operators. With METRICS_TOKEN set: whoever sends it as `Authorization: Bearer`,
 * from any address, and no one else. Without it: a scraper on this machine or its private network
 * that connected directly, that is a connection whose own peer address is loopback or private
 * (never X-Forwarded-For, which the client writes) and a request that carries no forwarding header,
 * since a load balancer relaying a request from the internet connects from a private address too.
 */
export function checkMetricsAccess(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const given = bearerToken(request);
    if (given === null || !timingSafeEqual(digest(given), digest(token))) {
      throw new AppError('UNAUTHENTICATED', 'Metrics need the bearer token the server is configured with');
    }
    return;
  }
  const peer = request.socket.remoteAddress;
  const isRelayed = forwardingHeaders.some((name) => request.headers[name] !== undefined);
  if (!peer || isRelayed || !isPrivateAddress(peer)) {
    throw new AppError('FORBIDDEN', 'Metrics are served to this machine and its private network only');
  }
}
