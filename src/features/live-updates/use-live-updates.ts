import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_PREFIX, endpoints, schoolEventSchema, streamReadySchema } from '@/contract';
import { TAB_ID } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/** Changes that come close together (a «все присутствовали», an import) cost one refetch. */
const SETTLE_MS = 150;
/** While this tab saves something, a refetch could overwrite its optimistic rows: wait for the save. */
const SAVE_WAIT_MS = 300;

/** Every query but the session refetches if shown (else when next shown); unchanged lists answer 304. */
function refetchShown(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== resourceKeys.auth[0],
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Live updates (docs/api.md, «Живые обновления»): while someone is signed in, the school's changes made in other
 * tabs and browsers arrive as server-sent events and turn into refetches of what this tab shows. The browser's
 * EventSource reconnects by itself after a network drop or a server restart; the first «ready» after a drop says
 * the school's revision, and everything is refetched unless it is the one this tab last heard (nothing moved). Only a visible tab keeps a stream open: a browser gives
 * a site six connections over HTTP/1.1, and six background tabs holding streams would leave none for the API.
 * The mock host has no other browsers: no stream there.
 */
export function useLiveUpdates(userId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || import.meta.env.VITE_API_MOCKS || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let missed = false;
    // The last revision this tab heard of (null: unknown, so a reconnect refetches).
    let heard: number | null = null;

    const refetchSoon = (delay = SETTLE_MS) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (queryClient.isMutating() > 0) refetchSoon(SAVE_WAIT_MS);
        else void refetchShown(queryClient);
      }, delay);
    };
    const open = () => {
      if (source) return;
      source = new EventSource(`${API_PREFIX}${endpoints.events.path}`, { withCredentials: true });
      source.addEventListener('ready', (message) => {
        const ready = streamReadySchema.safeParse(parseJson((message as MessageEvent<string>).data));
        const revision = ready.success ? ready.data.revision : null;
        if (missed && (revision === null || revision !== heard)) refetchSoon();
        heard = revision;
        missed = false;
      });
      source.addEventListener('change', (message) => {
        const event = schoolEventSchema.safeParse(parseJson((message as MessageEvent<string>).data));
        if (!event.success) return;
        // Revision 0: anything may have changed, so the next reconnect refetches whatever it says.
        heard = event.data.revision === 0 ? null : event.data.revision;
        // This tab's own save already updated what it shows.
        if (event.data.tab !== TAB_ID) refetchSoon();
      });
      source.addEventListener('error', () => {
        missed = true;
      });
    };
    const close = () => {
      source?.close();
      source = null;
      missed = true;
    };
    const followVisibility = () => (document.visibilityState === 'hidden' ? close() : open());

    followVisibility();
    document.addEventListener('visibilitychange', followVisibility);
    return () => {
      document.removeEventListener('visibilitychange', followVisibility);
      clearTimeout(timer);
      source?.close();
    };
  }, [userId, queryClient]);
}
