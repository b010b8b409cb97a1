import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/app.ts';
import { useTestApp } from './support/test-app.ts';

type Answer = { status: number; connection: string | undefined };

/** A 413 must not break the next request a keep-alive client sends (it used to meet ECONNRESET). */
describe('an oversize body over a real keep-alive connection', () => {
  const t = useTestApp('sqlite');
  let server: ReturnType<typeof serve>;
  let port: number;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (path: string, body: string) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        { port, path, method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('answers 413 with Connection: close, and the next request on the same client succeeds', async () => {
    for (let round = 0; round < 5; round += 1) {
      const oversize = await post(
        '/api/user_accounts/login',
        JSON.stringify({ email: 'ы'.repeat(MAX_BODY_BYTES) }),
      );
      expect(oversize).toEqual({ status: 413, connection: 'close' });
      const next = await post(
        '/api/user_accounts/login',
        JSON.stringify({ email: 'nobody@example.ru', password: 'x' }),
      );
      expect(next.status).toBe(401);
    }
  });
});
