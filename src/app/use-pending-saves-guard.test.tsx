import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PendingSavesGuard } from './pending-saves';

function leaveThePage(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function SlowSave({ until }: { until: Promise<void> }) {
  const save = useMutation({ mutationFn: () => until });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Сохранить
    </button>
  );
}

describe('leaving the page while a change is being saved', () => {
  it('asks first while a save is pending, and lets the page go once it settles', async () => {
    let finish = () => {};
    const until = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <PendingSavesGuard />
        <SlowSave until={until} />
      </QueryClientProvider>,
    );
    expect(leaveThePage()).toBe(false);

    act(() => view.getByRole('button', { name: 'Сохранить' }).click());
    await waitFor(() => expect(leaveThePage()).toBe(true));

    await act(async () => {
      finish();
      await until;
    });
    await waitFor(() => expect(leaveThePage()).toBe(false));
  });
});
