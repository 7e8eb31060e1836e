/**
 * The shared outbound fetch and address check (issue 23): every IPv6 form of a private IPv4 refused, redirects
 * re-checked, a total deadline, a minimum rate and a size cap, so a slow or endless source cannot hold a worker.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOutbound, OutboundFetchError } from './outbound-fetch.ts';
import { embeddedIpv4, isPublicAddress } from './public-address.ts';

let server: http.Server;
let base: string;
const timers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 ok');
    if (req.url === '/to-private') return void res.writeHead(302, { location: 'http://10.0.0.7/x.pdf' }).end();
    if (req.url === '/to-mapped') return void res.writeHead(302, { location: 'http://[::ffff:169.254.169.254]/latest' }).end();
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return void res.end(Buffer.alloc(64 * 1024, 1));
    }
    // One byte every 100 ms, forever: a trickle that never trips an idle timeout.
    res.writeHead(200, { 'content-type': 'application/pdf' });
    const timer = setInterval(() => res.write('x'), 100);
    timers.add(timer);
    res.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const timer of timers) clearInterval(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const loopbackOnly = (address: string) => address === '127.0.0.1';
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as OutboundFetchError);

describe('isPublicAddress', () => {
  it('refuses every IPv6 form of a private IPv4: mapped, compatible, translated, NAT64 and 6to4', () => {
    for (const address of [
      '::127.0.0.1', '::7f00:1', '[::7f00:1]', '::ffff:7f00:1', '::ffff:0:7f00:1', '::ffff:0:127.0.0.1',
      '64:ff9b::7f00:1', '64:ff9b::169.254.169.254', '64:ff9b:1::a9fe:a9fe', '64:ff9b:1::8.8.8.8',
      '2002:7f00:1::', '2002:a9fe:a9fe::1', '2002:0a00:0001:1::1', '2002:c0a8:0101::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', '0:0:0:0:0:ffff:7f00:0001',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('reads the IPv4 inside, and accepts the public ones', () => {
    expect(embeddedIpv4('2002:7f00:1::')).toBe('127.0.0.1');
    expect(embeddedIpv4('::7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    for (const address of ['2002:808:808::1', '64:ff9b::8.8.8.8', '::ffff:8.8.8.8', '2606:4700:4700::1111', '8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('fetchOutbound', () => {
  it('fetches an allowed address', async () => {
    const res = await fetchOutbound(`${base}/ok`, { isAllowedAddress: loopbackOnly });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('%PDF');
  });

  it('refuses loopback by default, and re-checks the address of every redirect', async () => {
    expect(await failure(fetchOutbound(`${base}/ok`))).toMatchObject({ reason: 'private_address' });
    expect(await failure(fetchOutbound(`${base}/to-private`, { isAllowedAddress: loopbackOnly }))).toMatchObject({ reason: 'private_address' });
    expect(await failure(fetchOutbound(`${base}/to-mapped`, { isAllowedAddress: (a) => a === '127.0.0.1' || isPublicAddress(a) }))).toMatchObject({
      reason: 'private_address',
    });
  });

  it('drops a source that trickles below the minimum rate', async () => {
    const error = await failure(fetchOutbound(`${base}/trickle`, { isAllowedAddress: loopbackOnly, graceMs: 500, minBytesPerSecond: 100 }));
    expect(error).toMatchObject({ reason: 'too_slow' });
  });

  it('ends a fetch at its total deadline, however steadily the bytes come', async () => {
    const error = await failure(fetchOutbound(`${base}/trickle`, { isAllowedAddress: loopbackOnly, totalTimeoutMs: 800, minBytesPerSecond: 1 }));
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it('caps the size', async () => {
    expect(await failure(fetchOutbound(`${base}/big`, { isAllowedAddress: loopbackOnly, maxBytes: 1024 }))).toMatchObject({ reason: 'too_large' });
  });
});
