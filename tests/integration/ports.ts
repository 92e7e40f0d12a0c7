import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A free loopback port's URL, for a server a test starts there; nothing listens on it yet. */
export async function closedPortUrl(): Promise<string> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return `http://127.0.0.1:${port}`;
}
