import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdResponse } from '@/test/held-response';
import { cachedView, useWrite } from './use-write';

type Item = { id: number; name: string };

/** A list «on screen» and a rename of its rows, whose answers the test gives by hand. */
function setup() {
  const stored: Item[] = [
    { id: 1, name: 'Анна' },
    { id: 2, name: 'Борис' },
  ];
  const reads = vi.fn(async () => stored.map((item) => ({ ...item })));
  const answers: ReturnType<typeof holdResponse<Item | Error>>[] = [];
  const failures: unknown[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const renamed = (id: number, name: string) =>
    cachedView<Item[]>(['items'], (items) =>
      items.map((item) => (item.id === id ? { ...item, name } : item)),
    );
  const { result } = renderHook(
    () => ({
      list: useQuery({ queryKey: ['items'], queryFn: reads }),
      rename: useWrite({
        mutationKey: ['items', 'rename'],
        request: async (_change: Item) => {
          const answer = holdResponse<Item | Error>();
          answers.push(answer);
          const value = await answer.answered;
          if (value instanceof Error) throw value;
          return value;
        },
        optimistic: ({ id, name }) => [renamed(id, name)],
        answered: (item) => [renamed(item.id, item.name)],
        onFailure: (error) => failures.push(error),
      }),
    }),
    { wrapper },
  );
  return { result, reads, answers, failures, queryClient };
}

const names = (items: Item[] | undefined) => items?.map((item) => item.name);

describe('useWrite', () => {
  it('shows the change at once and writes the answer in, reading nothing again', async () => {
    const { result, reads, answers } = setup();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    act(() => result.current.rename.mutate({ id: 1, name: 'Аня' }));
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Аня', 'Борис']));
    // The server stores it as it likes; its answer is what stays.
    await act(async () => answers[0]?.release({ id: 1, name: 'Аня (ред.)' }));

    await waitFor(() => expect(result.current.rename.isSuccess).toBe(true));
    expect(names(result.current.list.data)).toEqual(['Аня (ред.)', 'Борис']);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('rolls a refusal back and says why, and reads the list again once the last write of its key settles', async () => {
    const { result, reads, answers, failures } = setup();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    act(() => result.current.rename.mutate({ id: 1, name: 'Аня' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => result.current.rename.mutate({ id: 2, name: 'Боря' }));
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Аня', 'Боря']));

    const refused = new Error('Занято');
    await act(async () => answers[0]?.release(refused));
    await waitFor(() => expect(failures).toEqual([refused]));
    expect(names(result.current.list.data)?.[0]).toBe('Анна');
    // The other rename is still on its way: a read now could undo it.
    expect(reads).toHaveBeenCalledTimes(1);

    await act(async () => answers[1]?.release({ id: 2, name: 'Боря' }));
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Анна', 'Борис']));
  });
});
