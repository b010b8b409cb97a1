import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook receiver on loopback: it keeps what it was sent and answers the statuses it is told to, in turn. */
export type WebhookReceiver = {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  /** The statuses of the next answers, in order, instead of any still queued; after them, 200. */
  answerNext: (...statuses: number[]) => void;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: WebhookReceiver['received'] = [];
  const queued: number[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = queued.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerNext: (...statuses) => queued.splice(0, queued.length, ...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
