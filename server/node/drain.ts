import type { Server, ServerResponse } from 'node:http';

/** How often connections that fell idle are closed while the server drains. */
const IDLE_SWEEP_MS = 50;

/**
 * Stopping behind a load balancer without a 5xx or a lost answer (a rolling restart). `server.close()` stops
 * accepting, but a balancer's kept-alive connection goes on carrying new requests to a closing Node server, which
 * serves them: the close never completes while traffic flows, and the grace timer then cuts requests off mid-way.
 * So once draining starts every answer says `Connection: close` (its connection ends with it and the balancer sends
 * the next request elsewhere), and connections that fall idle — an event stream's, once the stream ended — are
 * closed as they do. A request already read always finishes; one that was still on its way over an idle connection
 * was never read, and a balancer resends it (Node's `request.reusedSocket`).
 */
export function drainOnClose(server: Server): { drain: () => Promise<void> } {
  let draining = false;
  const answering = new Set<ServerResponse>();
  // Before the application's listener: the header is on every answer, whenever it writes it.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) {
      response.setHeader('Connection', 'close');
      return;
    }
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  return {
    drain() {
      draining = true;
      for (const response of answering) if (!response.headersSent) response.setHeader('Connection', 'close');
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      return new Promise<void>((resolve) => server.close(() => resolve())).finally(() =>
        clearInterval(sweep),
      );
    },
  };
}
