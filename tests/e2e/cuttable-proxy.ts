import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of the site, for one test's browser: it can take the link down
 * (every connection dropped, new ones refused: a mobile link lost mid-upload), or lose the answers (the link drops
 * after the registration arrived, before its answer did). It notes each connection that
 * carried a registration, so a test can wait for the moment the browser let go of one.
 */
export interface CuttableProxy {
  url: string;
  /** While on, every open connection is dropped and every new one refused: the link is down. */
  down(on: boolean): void;
  /** While on, the first bytes of any answer drop that connection instead of reaching the browser. */
  loseAnswers(on: boolean): void;
  /** While on, answers wait here (a slow answer); turned off, what waited goes on, in order. */
  holdAnswers(on: boolean): void;
  /** Resolves when the nth connection that carried a registration has closed. */
  registrationClosed(n?: number): Promise<void>;
  close(): Promise<void>;
}

export async function cuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const open = new Set<Socket>();
  const registrations: Array<Promise<void>> = [];
  const waiting: Array<() => void> = [];
  let losing = false;
  let holding = false;
  const held: Array<() => void> = [];
  let isDown = false;
  const server = createServer((client) => {
    if (isDown) return void client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(client).add(upstream);
    const closed = once(client, 'close').then(() => undefined);
    let carried = false;
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (!carried && chunk.includes('POST /api/register/registrations/')) {
        carried = true;
        registrations.push(closed);
        waiting.splice(0).forEach((wake) => wake());
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (losing) return drop();
      if (holding || held.length > 0) return void held.push(() => client.write(chunk));
      client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => (holding ? held.push(() => client.end()) : client.end()));
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', () => {
        open.delete(socket);
        drop();
      });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    down(on) {
      isDown = on;
      if (on) open.forEach((socket) => socket.destroy());
    },
    loseAnswers: (on) => void (losing = on),
    holdAnswers(on) {
      holding = on;
      if (!on) held.splice(0).forEach((write) => write());
    },
    async registrationClosed(n = 0) {
      while (!registrations[n]) await new Promise<void>((resolve) => waiting.push(resolve));
      await registrations[n];
    },
    async close() {
      open.forEach((socket) => socket.destroy());
      server.close();
      await once(server, 'close');
    },
  };
}
