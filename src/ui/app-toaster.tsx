import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';
import { useTopDialog } from './dialog-layer';
import { uiTexts } from './texts';

/**
 * The app's toasts. While a modal dialog is open they are drawn inside it (the top layer), so a message about
 * what happens in the dialog is never hidden under its backdrop.
 */
export function AppToaster({ theme }: { theme: 'light' | 'dark' }) {
  const topDialog = useTopDialog();
  const toaster = (
    <Toaster
      theme={theme}
      position="bottom-right"
      richColors
      closeButton
      // sonner's own labels are English («Notifications alt+T», «Close toast»).
      customAriaLabel={uiTexts.toastsLabel}
      toastOptions={{ closeButtonAriaLabel: uiTexts.closeToast }}
    />
  );
  return topDialog ? createPortal(toaster, topDialog) : toaster;
}
