/**
 * A local HTTP server in the shape of Twilio's Messages API, for tests: checks basic auth, records each
 * message, can fail the next N requests with a 500 to exercise retries, and refuses numbers that opted out
 * at the carrier with Twilio's error 21610.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubSms {
  to: string;
  from: string;
  body: string;
  /** The Idempotency-Key header the sender gave, if any (a repeated send carries the same). */
  idempotencyKey?: string;
}

export interface SmsStub {
  url: string;
  accountSid: string;
  authToken: string;
  messages: StubSms[];
  /** Answer the next `n` requests with 500. */
  failNext(n: number): void;
  /** Refuse every later message to `to` as Twilio does once the recipient opted out (error 21610). */
  optOut(to: string): void;
  close(): Promise<void>;
}

export async function startSmsStub(accountSid = 'AC00000000000000000000000000000001', authToken = 'stub-auth-token'): Promise<SmsStub> {
  const messages: StubSms[] = [];
  let failures = 0;
  const optedOut = new Set<string>();
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      if (req.method !== 'POST' || req.url !== path) return void res.writeHead(404).end('{"message":"not found"}');
      if (req.headers.authorization !== expectedAuth) return void res.writeHead(401).end('{"message":"bad auth"}');
      if (failures > 0) {
        failures--;
        return void res.writeHead(500).end('{"message":"provider down"}');
      }
      const form = new URLSearchParams(body);
      if (optedOut.has(form.get('To') ?? '')) {
        // Twilio's answer, word for word, for a recipient who replied STOP or opted out at the carrier.
        res.writeHead(400, { 'Content-Type': 'application/json' });
        return void res.end(
          JSON.stringify({ code: 21610, message: 'Attempt to send to unsubscribed recipient', more_info: 'https://www.twilio.com/docs/errors/21610', status: 400 }),
        );
      }
      const message = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
      const key = req.headers['idempotency-key'];
      messages.push({ ...message, ...(typeof key === 'string' ? { idempotencyKey: key } : {}) });
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ sid: `SM${messages.length}`, status: 'queued', ...message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    failNext: (n) => {
      failures = n;
    },
    optOut: (to) => {
      optedOut.add(to);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
