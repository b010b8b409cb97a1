import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long a connection may sit idle once draining starts: a request already on its way is read first. */
const IDLE_GRACE_MS = 250;
/** How often connections that fell idle are closed after that. */
const IDLE_SWEEP_MS = 50;

/**
 * Stopping behind a load balancer without a 5xx or a lost answer (a rolling restart). `server.close()` stops
 * accepting, but a balancer's kept-alive connection goes on carrying new requests to a closing Node server, which
 * serves them: the close never completes while traffic flows, and the grace timer then cuts requests off mid-way.
 * So once draining starts every answer says `Connection: close` (its connection ends with it and the balancer sends
 * the next request elsewhere), and connections that are, or fall, idle — an event stream's, once the stream ended —
 * are closed. A request already read always finishes.
 *
 * The listener is closed as a plain net server: http's `close()` would also destroy every idle connection at once,
 * and a connection accepted a moment ago counts as idle until its request's first bytes are parsed — its request,
 * already sent, would be reset. Idle connections are closed from `IDLE_GRACE_MS` on instead; a request sent over a
 * kept-alive connection just then was never read, and a balancer resends it (Node's `request.reusedSocket`).
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
      let sweep: ReturnType<typeof setInterval> | undefined;
      const grace = setTimeout(() => {
        sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        server.closeIdleConnections();
      }, IDLE_GRACE_MS);
      return new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve())).finally(
        () => {
          clearTimeout(grace);
          clearInterval(sweep);
        },
      );
    },
  };
}
