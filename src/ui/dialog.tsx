import { X } from 'lucide-react';
import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';
import { enterTopLayer, leaveTopLayer } from './dialog-layer';
import { uiTexts } from './texts';

type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Room for a table (an import's columns and rows) instead of a form's width. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: `showModal()` gives the focus trap, inertness of the page and Escape for
 * free. It also closes on a click on the overlay and on its close button. Content mounts only while open,
 * so forms inside start fresh every time; an element marked `data-autofocus` receives the focus.
 */
export function Dialog({ open, title, onClose, wide, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      enterTopLayer(dialog);
      // The browser focuses the first control (the close button); content may name a better start.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
    if (!open) leaveTopLayer(dialog);
  }, [open]);

  // A dialog unmounted while open (its page left) leaves the top layer too.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog) leaveTopLayer(dialog);
    };
  }, []);

  function handleCancel(event: SyntheticEvent) {
    // Escape: let React state decide, so the dialog never closes behind the parent's back.
    event.preventDefault();
    onClose();
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
    if (event.target === event.currentTarget) onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes the dialog with Escape (cancel event).
    <dialog
      ref={dialogRef}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onClick={handleClick}
    >
      {open && (
        <div className={styles.content}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={uiTexts.close}>
              <X size={16} aria-hidden />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
