import { useEffect, useRef } from 'react';

/** True when a key press belongs to what the person is typing, not to a page shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

type Shortcut = {
  /** The character, as on the label of the key. */
  key: string;
  /** The physical key (`KeyboardEvent.code`), so the shortcut also works on the Russian layout (Alt+Т). */
  code: string;
  alt?: boolean;
  /** A shortcut without a modifier key never fires while the person types in a field. */
  onPress: () => void;
};

/** A page-wide keyboard shortcut, active while the component is mounted and no dialog is open. */
export function useKeyShortcut({ key, code, alt = false, onPress }: Shortcut) {
  const handler = useRef(onPress);
  handler.current = onPress;

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      const pressed = event.code === code || event.key.toLowerCase() === key;
      if (!pressed || event.altKey !== alt || event.ctrlKey || event.metaKey) return;
      if (!alt && isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      handler.current();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [key, code, alt]);
}
