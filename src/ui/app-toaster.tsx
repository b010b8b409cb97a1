import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTopDialog } from './dialog-layer';
import { uiTexts } from './texts';
import { onToastsWanted, toastsWanted } from './toasts-ready';

// Loaded with the first toast: no page waits for sonner (ui/toasts-ready.ts).
const Toaster = lazy(() => import('./sonner-toaster'));

/**
 * The app's toasts. While a modal dialog is open they are drawn inside it (the top layer), so a message about
 * what happens in the dialog is never hidden under its backdrop.
 */
export function AppToaster({ theme }: { theme: 'light' | 'dark' }) {
  const topDialog = useTopDialog();
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, toastsWanted);
  if (!wanted) return null;
  const toaster = (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position="bottom-right"
        richColors
        closeButton
        // sonner's own labels are English («Notifications alt+T», «Close toast»).
        customAriaLabel={uiTexts.toastsLabel}
        toastOptions={{ closeButtonAriaLabel: uiTexts.closeToast }}
      />
    </Suspense>
  );
  return topDialog ? createPortal(toaster, topDialog) : toaster;
}
