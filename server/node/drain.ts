import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

type Connection = { requests: number; answering: Set<ServerResponse> };

/** Ends a connection with nothing left to answer, reading nothing more from it; what it still has to send goes first. */
function closeForGood(socket: Socket): void {
  if (socket.writableLength === 0) socket.destroy();
  else socket.destroySoon();
}

/**
 * Stopping behind a load balancer without a 5xx or a lost answer (a rolling restart). `server.close()` stops
 * accepting, but a balancer's kept-alive connection goes on carrying new requests to a closing Node server, which
 * serves them: the close never completes while traffic flows, and the grace timer then cuts requests off mid-way.
 * So once draining starts every answer says `Connection: close` (its connection ends with it and the balancer sends
 * the next request elsewhere), and a kept-alive connection ends as soon as it has nothing to answer — at once if it
 * is idle, or when its event stream ends. A request already read always finishes; one sent over an idle kept-alive
 * connection just as it ended is never read, and a balancer resends it (Node's `request.reusedSocket`). "Never
 * read" takes closing the connection for reading too: http's sockets stay open for reading after `end()`, so a
 * request arriving then was served with no way to answer it — done, and its answer lost (closeForGood).
 *
 * A connection that has not brought its first request yet is left to bring it (and is answered, and closed): it
 * was accepted a moment ago and its request is on its way, or still unread behind a busy event loop. That is why
 * the listener closes as a plain net server — http's `close()` destroys every idle connection at once, and counts
 * those among them.
 */
export function drainOnClose(server: Server): { drain: () => Promise<void> } {
  let draining = false;
  const connections = new Map<Socket, Connection>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { requests: 0, answering: new Set() });
    socket.once('close', () => connections.delete(socket));
  });
  // Before the application's listener: the header is on every answer, whenever it writes it.
  server.prependListener('request', (request, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    connection?.answering.add(response);
    if (connection) connection.requests += 1;
    response.once('close', () => {
      connection?.answering.delete(response);
      if (draining && connection?.answering.size === 0) closeForGood(request.socket);
    });
    if (draining) response.setHeader('Connection', 'close');
  });
  return {
    drain() {
      draining = true;
      for (const [socket, connection] of connections) {
        if (connection.requests > 0 && connection.answering.size === 0) closeForGood(socket);
        // An answer not yet begun closes its connection after it; an event stream's connection, when it ends.
        for (const response of connection.answering)
          if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      return new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    },
  };
}
