/**
 * A real SMTP server on loopback for tests and the benchmarks: it accepts every message (no auth, no TLS) and
 * keeps what it received. Faults on demand, so a test can see what the sender does when the MTA misbehaves:
 * `refusing` answers every MAIL FROM with 451 (a temporary refusal); `hold` never answers the n-th message and
 * `beforeAck` delays the answer, so a test can kill the sending process while the server has not yet said
 * "250" (the message then does not count as delivered). `startSilentServer` is an MTA that never says a word.
 */
import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './mime.ts';

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients (RCPT TO). */
  recipients: string[];
  /** The message as sent (empty when the sink does not parse). */
  raw: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  /** Messages received in full (their DATA ended), answered or not yet, in order. */
  received: ReceivedMail[];
  /** Messages answered with 250, in order. */
  accepted: ReceivedMail[];
  /** While true every MAIL FROM is answered 451. */
  refusing: boolean;
  /** Called once a message was received, before it is answered; a promise holds the answer until it settles. */
  beforeAck?: (mail: ReceivedMail) => Promise<void> | void;
  /** How many messages started their DATA phase (received or not). */
  started(): number;
  /** Resolves once `count` messages have started their DATA phase. */
  waitForStarted(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves once `count` messages were accepted. */
  waitForAccepted(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** Return true to never answer this message (the n-th DATA, 1-based). */
  hold?: (n: number) => boolean;
  /** Skip MIME parsing (the benchmark only counts). */
  parse?: boolean;
}

interface Waiter { count: number; resolve: () => void }

/** Resolves the waiters whose count is reached. */
function release(waiters: Waiter[], reached: number) {
  for (const waiter of waiters.filter((w) => reached >= w.count)) {
    waiters.splice(waiters.indexOf(waiter), 1);
    waiter.resolve();
  }
}

function waitFor(waiters: Waiter[], current: () => number, count: number, timeoutMs: number, what: string) {
  if (current() >= count) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${current()} of ${count} messages ${what}`)), timeoutMs);
    waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
  });
}

/**
 * smtp-server greets a client only 100 ms after it connected, to catch clients that talk before the greeting
 * (not configurable). The app opens a connection per message, so each email a test sent cost 100 ms of waiting
 * (about 0.4 s of the speak-up tests). The sink greets at once: the server adds a connection to its set right
 * before starting it, so its start is replaced there by the same steps without the wait.
 */
function greetAtOnce(server: SMTPServer) {
  const add = server.connections.add.bind(server.connections);
  server.connections.add = (connection) => {
    connection.init = () => connection._setListeners(() => connection.connectionReady());
    return add(connection);
  };
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  let started = 0;
  const acceptWaiters: Waiter[] = [];
  const startWaiters: Waiter[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    // A reverse DNS lookup per connection costs seconds on a machine without a resolver.
    disableReverseLookup: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onMailFrom(_address, _session, callback) {
      if (!sink.refusing) return callback();
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const n = ++started;
      release(startWaiters, started);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = options.parse === false
          ? { headers: new Map(), subject: '', to: recipients.join(', '), messageId: '', text: '', html: '', recipients, raw: '' }
          : { ...parseMail(raw), recipients, raw };
        sink.received.push(mail);
        if (options.hold?.(n)) return; // never answer: the client is left waiting
        const answer = () => {
          sink.accepted.push(mail);
          release(acceptWaiters, sink.accepted.length);
          callback();
        };
        void Promise.resolve(sink.beforeAck?.(mail)).then(answer, answer);
      });
    },
  });
  server.on('error', () => {});
  greetAtOnce(server);
  // Without TCP_NODELAY, small SMTP replies wait on the peer's delayed ACK (about 40 ms per message on Linux).
  server.server.on('connection', (socket: net.Socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received: [],
    accepted: [],
    refusing: false,
    started: () => started,
    waitForStarted: (count, timeoutMs = 30_000) => waitFor(startWaiters, () => started, count, timeoutMs, 'started'),
    waitForAccepted: (count, timeoutMs = 20_000) =>
      waitFor(acceptWaiters, () => sink.accepted.length, count, timeoutMs, 'arrived'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}

/** A TCP server that accepts and then stays silent (a hung MTA); `close()` frees the port for a real sink. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
