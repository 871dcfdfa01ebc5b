import net from 'node:net';

/** A TCP port free on loopback now, for a server a script starts. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
