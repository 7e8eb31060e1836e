/**
 * A real SMTP server on loopback for tests and the benchmark: it accepts every message (no auth, no TLS) and
 * keeps what it accepted. `hold` can stall a message mid-transfer, so a test can kill the sending process
 * while the server has not yet answered "250" — the message then does not count as delivered.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './mime.ts';

export interface AcceptedMail extends ParsedMail {
  /** Envelope recipients (RCPT TO). */
  recipients: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  /** Messages answered with 250, in order. */
  accepted: AcceptedMail[];
  /** How many messages started their DATA phase (accepted or not). */
  started(): number;
  /** Resolves once `count` messages have started their DATA phase. */
  waitForStarted(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves once `count` messages were accepted. */
  waitForAccepted(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Return true to never answer this message (the n-th DATA, 1-based). */
  hold?: (n: number) => boolean;
  /** Skip MIME parsing (the benchmark only counts). */
  parse?: boolean;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const accepted: AcceptedMail[] = [];
  let started = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const startWaiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    // A reverse DNS lookup per connection costs seconds on a machine without a resolver.
    disableReverseLookup: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const n = ++started;
      for (const w of startWaiters.filter((w) => started >= w.count)) {
        startWaiters.splice(startWaiters.indexOf(w), 1);
        w.resolve();
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.hold?.(n)) return; // never answer: the client is left waiting
        const raw = Buffer.concat(chunks).toString('utf8');
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        const parsed = options.parse === false
          ? { headers: new Map(), subject: '', to: recipients.join(', '), messageId: '', text: '', html: '' }
          : parseMail(raw);
        accepted.push({ ...parsed, recipients, raw: options.parse === false ? '' : raw });
        for (const w of waiters.filter((w) => accepted.length >= w.count)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
        callback();
      });
    },
  });
  server.on('error', () => {});
  // Without TCP_NODELAY, small SMTP replies wait on the peer's delayed ACK (about 40 ms per message on Linux).
  server.server.on('connection', (socket: import('node:net').Socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    started: () => started,
    waitForStarted(count, timeoutMs = 30_000) {
      if (started >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${started} of ${count} messages started`)), timeoutMs);
        startWaiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    waitForAccepted(count, timeoutMs = 20_000) {
      if (accepted.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${accepted.length} of ${count} messages arrived`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
