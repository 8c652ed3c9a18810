// What the HTTP peers of the tests (the SMS gateway, the vtiger peer, the webhook receiver) share:
// reading a request's body, listening on the loopback at a free port, and closing even with calls left
// unanswered on purpose.
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/** Listens on 127.0.0.1 at a free port; resolves to the server's address, 'http://127.0.0.1:<port>'. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Listening on a TCP port, so the address is an AddressInfo.
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Closes the server, cutting off the calls a test left unanswered (they would keep it open). */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
