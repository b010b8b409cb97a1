import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A round-robin load balancer on loopback, as the scale bench puts in front of its server processes: each request
// goes to the next process over a kept-alive connection, answers (event streams too) are streamed back as they
// come. A request that never reached a process is sent again, as nginx or HAProxy would: after a refused
// connection (the process is not listening) to the other process, and after a reused idle connection the process
// closed just as the request went out (Node's documented keep-alive race, `request.reusedSocket`: the process never
// read that request) to the same process over a new connection. Anything else after the request went out answers
// 502 — the bench counts it as a server error.
//
// Run as its own process (`node --import tsx bench/support/balancer.ts <port> <port>…`), so that proxying takes
// neither the clients' event loop nor the servers'; it prints `balancer <port>` once it listens.

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

const closedWhileIdle = (error: NodeJS.ErrnoException, request: http.ClientRequest) =>
  request.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');

export function startBalancer(ports: number[], listenPort = 0): Promise<http.Server> {
  const upstreams = ports.map((port) => ({
    port,
    agent: new http.Agent({ keepAlive: true }),
  }));
  let turn = 0;

  function forward(
    incoming: http.IncomingMessage,
    outgoing: http.ServerResponse,
    body: Buffer,
    first: number,
    attempt: number,
    fresh = false,
  ) {
    const upstream = upstreams[(first + attempt) % upstreams.length];
    if (!upstream) return;
    const request = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        agent: fresh ? false : upstream.agent,
        headers: {
          ...endToEnd(incoming.headers),
          'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
          'content-length': String(body.length),
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        // An event stream's chunks go out as they arrive.
        outgoing.flushHeaders();
        answer.pipe(outgoing);
        answer.on('error', () => outgoing.destroy());
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (outgoing.headersSent) return outgoing.destroy();
      if (closedWhileIdle(error, request) && !fresh)
        return forward(incoming, outgoing, body, first, attempt, true);
      if (error.code === 'ECONNREFUSED' && attempt + 1 < upstreams.length)
        return forward(incoming, outgoing, body, first, attempt + 1);
      outgoing
        .writeHead(502, { 'content-type': 'text/plain' })
        .end(`balancer: ${error.code ?? error.message}`);
    });
    // A client that goes away (an event stream closed) takes its upstream request with it.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) request.destroy();
    });
    request.end(body);
  }

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      turn = (turn + 1) % upstreams.length;
      forward(incoming, outgoing, Buffer.concat(chunks), turn, 0);
    });
  });
  server.keepAliveTimeout = 60_000;
  // Thousands of event streams (re)connect at once: a deep accept queue, as the servers behind it have.
  return new Promise((resolve) =>
    server.listen({ port: listenPort, host: '127.0.0.1', backlog: 4096 }, () => resolve(server)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ports = process.argv.slice(2).map(Number);
  const server = await startBalancer(ports);
  console.info(`balancer ${(server.address() as AddressInfo).port}`);
}
