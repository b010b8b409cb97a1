import { QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '@/contract';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../mocks/node';
import { conditionalList } from './conditional-list';
import { callApi } from './http';

const leads = () =>
  queryOptions({
    queryKey: ['leads', 'list'],
    ...conditionalList('leadsWhere', { json: {} }, (answer): Lead[] => answer),
  });

/** The `If-None-Match` of every read of the leads, in order (null: sent without a tag). */
function tagsSent() {
  const sent: (string | null)[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/leads/getallwhere')) sent.push(request.headers.get('if-none-match'));
  };
  mockServer.events.on('request:start', listen);
  return { sent, stop: () => mockServer.events.removeListener('request:start', listen) };
}

describe('conditional lists in the query cache', () => {
  let listening: ReturnType<typeof tagsSent>;
  beforeEach(async () => {
    await signInAs('manager');
    listening = tagsSent();
  });
  afterEach(() => listening.stop());

  it('sends the cached answer’s tag and keeps that very answer on 304; a write makes the next one fresh', async () => {
    const queryClient = new QueryClient();
    const first = await queryClient.fetchQuery(leads());
    await queryClient.invalidateQueries();
    const second = await queryClient.fetchQuery(leads());

    expect(listening.sent[0]).toBeNull();
    expect(listening.sent[1]).toMatch(/^W\/"leadsWhere-/);
    // Not even parsed again: the very answer of before, the only copy there is.
    expect(second).toBe(first);

    await callApi('leadCreate', { json: { name: 'Новикова Дарья' } });
    await queryClient.invalidateQueries();
    await queryClient.fetchQuery(leads());
    const third = queryClient.getQueryData(leads().queryKey);
    expect(third).not.toBe(first);
    expect(third?.some((lead) => lead.name === 'Новикова Дарья')).toBe(true);
    expect(listening.sent[2]).toBe(listening.sent[1]);

    // The fresh answer shares its unchanged rows with the cached one, and its tag rides on what is cached.
    await queryClient.invalidateQueries();
    expect(await queryClient.fetchQuery(leads())).toBe(third);
    expect(listening.sent[3]).toMatch(/^W\/"leadsWhere-/);
    expect(listening.sent[3]).not.toBe(listening.sent[1]);
  });

  it('holds nothing outside the cache: a cleared cache (a logout) and a list changed on screen send no tag', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(leads());

    queryClient.clear();
    await queryClient.fetchQuery(leads());
    expect(listening.sent[1]).toBeNull();

    queryClient.setQueryData<Lead[]>(leads().queryKey, (list) => list?.slice(1));
    await queryClient.invalidateQueries();
    const reread = await queryClient.fetchQuery(leads());
    expect(listening.sent[2]).toBeNull();
    expect(reread.length).toBeGreaterThan(0);
  });
});
