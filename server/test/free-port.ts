/**
 * A port nothing listens on, for a test that starts a server process on a port of its choosing. The OS picks it
 * (a random number could fall in the ephemeral range and meet a port in use: EADDRINUSE); it is closed again at
 * once, for the child to take.
 */
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
