/**
 * Loopback mail servers for the fault tests: an SMTP sink that can be told to refuse (451) and a raw TCP
 * server that accepts connections and never says a word (a hung MTA).
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  readonly port: number;
  /** Raw messages received in full (the DATA ended), in order. */
  readonly messages: string[];
  /** While true every MAIL FROM is answered 451 (a temporary refusal). */
  refusing: boolean;
  /** Called once a message has been received, before it is acknowledged; return a promise to hold the ack. */
  beforeAck?: (raw: string) => Promise<void> | void;
  close(): Promise<void>;
}

/** Starts an SMTP sink on 127.0.0.1 (`port` 0 picks a free one). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port: 0,
    messages: [],
    refusing: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (sink.refusing) {
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        sink.messages.push(raw);
        void Promise.resolve(sink.beforeAck?.(raw)).then(() => callback(), () => callback());
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  Object.assign(sink, { port: (server.server.address() as net.AddressInfo).port });
  return sink;
}

/** A TCP server that accepts and then stays silent; `close()` frees the port for a real sink. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** The Subject header of a raw message. */
export function subjectOf(raw: string): string {
  return /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
}
