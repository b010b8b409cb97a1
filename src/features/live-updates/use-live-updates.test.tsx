import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { TAB_ID } from '@/lib/http';
import { useLiveUpdates } from './use-live-updates';

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}

function Screen({ fetchLeads }: { fetchLeads: () => Promise<string[]> }) {
  useLiveUpdates(7);
  const leads = useQuery({ queryKey: ['leads', 1], queryFn: fetchLeads });
  return <p>{leads.data?.join(', ')}</p>;
}

describe('live updates in a tab', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function mount() {
    const queryClient = createQueryClient({ queries: { retry: false } });
    const fetchLeads = vi.fn(async () => ['Анна']);
    const view = render(
      <QueryClientProvider client={queryClient}>
        <Screen fetchLeads={fetchLeads} />
      </QueryClientProvider>,
    );
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(1);
    const source = FakeEventSource.last;
    if (!source) throw new Error('Нет потока событий');
    return { view, queryClient, fetchLeads, source };
  }
  const change = (tab: string | null) => JSON.stringify({ revision: 42, tab });

  it('listens to /api/events and refetches once for changes close together from another tab', async () => {
    const { source, fetchLeads } = await mount();
    expect(source.url).toBe('/api/events');
    source.emit('change', change('другая-вкладка'));
    source.emit('change', change(null));
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(2);
  });

  it('skips its own changes and malformed events', async () => {
    const { source, fetchLeads } = await mount();
    source.emit('change', change(TAB_ID));
    source.emit('change', 'не JSON');
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(1);
  });

  it('waits for this tab’s save before refetching', async () => {
    const { source, fetchLeads, queryClient } = await mount();
    let finishSave = () => {};
    const saving = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (finishSave = resolve)) })
      .execute(undefined);
    source.emit('change', change(null));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchLeads).toHaveBeenCalledTimes(1);
    finishSave();
    await saving;
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(2);
  });

  it('refetches after a reconnect (changes may have been missed), not on the first connect', async () => {
    const { source, fetchLeads } = await mount();
    source.emit('ready');
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(1);
    source.emit('error');
    source.emit('ready');
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(2);
  });

  it('after a reconnect refetches only if the school’s revision moved since the last one it heard', async () => {
    const { source, fetchLeads } = await mount();
    const ready = (revision: number) => source.emit('ready', JSON.stringify({ revision }));
    ready(41);
    source.emit('error');
    ready(41);
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(1);

    source.emit('change', change('другая-вкладка'));
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(2);
    source.emit('error');
    ready(42);
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(2);

    source.emit('error');
    ready(43);
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(3);
  });

  it('holds a stream only while the tab is visible, and refetches on its return', async () => {
    const { source, fetchLeads } = await mount();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(source.closed).toBe(true);

    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    const reopened = FakeEventSource.last;
    expect(reopened).not.toBe(source);
    reopened?.emit('ready');
    await act(() => vi.runAllTimersAsync());
    expect(fetchLeads).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });

  it('closes the stream when the person leaves', async () => {
    const { source, view } = await mount();
    view.unmount();
    expect(source.closed).toBe(true);
  });
});
