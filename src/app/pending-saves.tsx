import { usePendingSavesGuard } from './use-pending-saves-guard';

/** Mounted once inside the QueryClientProvider; renders nothing. */
export function PendingSavesGuard() {
  usePendingSavesGuard();
  return null;
}
