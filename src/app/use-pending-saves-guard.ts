import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While a change is still on its way to the server, closing or reloading the tab asks first: edits show at
 * once (optimistic), so without this a quick reload would silently drop the last one.
 */
export function usePendingSavesGuard() {
  const pending = useIsMutating() > 0;
  useEffect(() => {
    if (!pending) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [pending]);
}
