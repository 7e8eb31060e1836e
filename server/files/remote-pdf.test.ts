import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../lib/public-address.ts';
import { fetchRemotePdf, RemotePdfError, type RemotePdfOptions } from './remote-pdf.ts';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 32), Buffer.from('\n%%EOF\n')]);

// A stub of the city's web server on loopback; the fetcher's address policy is widened to reach it (and only it).
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/minutes.pdf') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    if (path === '/moved') return void res.writeHead(302, { location: '/minutes.pdf' }).end();
    if (path === '/to-loopback') return void res.writeHead(302, { location: 'http://127.0.0.1/' }).end();
    if (path === '/to-metadata') return void res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (path === '/html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>%PDF-</html>');
    if (path === '/fake-pdf') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end('<html>not a pdf</html>');
    if (path === '/big') return void res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': 10_000_000 }).end();
    if (path === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.write(PDF);
      return void res.end(Buffer.alloc(64 * 1024));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = (overrides: Partial<RemotePdfOptions> = {}): RemotePdfOptions => ({
  allowedHosts: ['localhost'],
  maxBytes: 32 * 1024,
  isAllowedAddress: (a) => a === '127.0.0.1',
  ...overrides,
});
const stub = (path: string) => `http://localhost:${port}${path}`;

async function refusal(promise: Promise<unknown>): Promise<RemotePdfError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemotePdfError);
  return error as RemotePdfError;
}

describe('fetchRemotePdf', () => {
  it('fetches a PDF from an allowed host, following a redirect on the same host', async () => {
    expect((await fetchRemotePdf(stub('/minutes.pdf'), options())).equals(PDF)).toBe(true);
    expect((await fetchRemotePdf(stub('/moved'), options())).equals(PDF)).toBe(true);
  });

  it('refuses a redirect to loopback or the metadata address (another host)', async () => {
    for (const path of ['/to-loopback', '/to-metadata']) {
      const error = await refusal(fetchRemotePdf(stub(path), options({ allowedHosts: ['localhost', '127.0.0.1', '169.254.169.254'] })));
      expect(error).toMatchObject({ status: 403, reason: 'redirect_to_other_host' });
    }
  });

  it('refuses loopback, link-local and private addresses after resolution with the default policy', async () => {
    const hosts = ['localhost', '127.0.0.1', '169.254.169.254', '10.0.0.8', '[::1]'];
    for (const url of [stub('/minutes.pdf'), 'http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.8/x.pdf', 'http://[::1]/']) {
      const error = await refusal(fetchRemotePdf(url, { allowedHosts: hosts, maxBytes: 1024 }));
      expect(error).toMatchObject({ status: 403, reason: 'private_address' });
    }
  });

  it('refuses hosts that are not configured and addresses that are not http(s)', async () => {
    expect(await refusal(fetchRemotePdf('https://evil.example/minutes.pdf', options()))).toMatchObject({ status: 403, reason: 'host_not_allowed' });
    expect(await refusal(fetchRemotePdf('file:///etc/passwd', options()))).toMatchObject({ reason: 'bad_url' });
    expect(await refusal(fetchRemotePdf(`http://user:pw@localhost:${port}/minutes.pdf`, options()))).toMatchObject({ reason: 'bad_url' });
    expect(await refusal(fetchRemotePdf('not a url', options()))).toMatchObject({ reason: 'bad_url' });
  });

  it('checks the type and the first bytes, caps the size and the redirects', async () => {
    expect(await refusal(fetchRemotePdf(stub('/html'), options()))).toMatchObject({ status: 502, reason: 'not_pdf' });
    expect(await refusal(fetchRemotePdf(stub('/fake-pdf'), options()))).toMatchObject({ reason: 'not_pdf' });
    expect(await refusal(fetchRemotePdf(stub('/big'), options()))).toMatchObject({ reason: 'too_large' });
    expect(await refusal(fetchRemotePdf(stub('/big-chunked'), options()))).toMatchObject({ reason: 'too_large' });
    expect(await refusal(fetchRemotePdf(stub('/loop'), options()))).toMatchObject({ reason: 'redirects' });
    expect(await refusal(fetchRemotePdf(stub('/missing.pdf'), options()))).toMatchObject({ status: 502, reason: 'status' });
  });
});

describe('isPublicAddress', () => {
  it('accepts public unicast addresses', () => {
    for (const address of ['8.8.8.8', '52.1.2.3', '2606:4700:4700::1111']) expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses loopback, private, link-local, reserved and mapped forms of them', () => {
    for (const address of [
      '127.0.0.1', '127.8.9.10', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
      '100.64.0.1', '224.0.0.1', '255.255.255.255', '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1',
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe', 'not-an-ip', '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
