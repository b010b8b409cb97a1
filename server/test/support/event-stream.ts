import type { SchoolEvent } from '../../../src/contract/index.ts';
import type { TestApp } from './test-app.ts';

type Received = { event: string; data: string };

/** Opens `GET /api/events` as the holder of `cookie` and collects what it streams until `close()`. */
export async function openStream(app: TestApp, cookie: string) {
  const response = await app.request('/api/events', { headers: { cookie } });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('Нет потока');
  const received: Received[] = [];
  let buffer = '';
  const decoder = new TextDecoder();
  let ended = false;
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? '';
        if (field('event')) received.push({ event: field('event'), data: field('data') });
      }
    }
  })();
  const changes = () =>
    received.filter((item) => item.event === 'change').map((item) => JSON.parse(item.data) as SchoolEvent);
  /** Waits until the stream has said `count` changes (or a moment more, to show that none came). */
  const settle = async (count = 0) => {
    for (let wait = 0; wait < 50 && changes().length < count; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return changes();
  };
  return {
    response,
    received,
    settle,
    changes,
    /** Whether the server has ended the stream. */
    ended: () => ended,
    close: async () => {
      await reader.cancel();
      await reading.catch(() => {});
    },
  };
}
