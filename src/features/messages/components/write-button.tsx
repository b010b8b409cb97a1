import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import type { MessageAudience } from '../api/message-queries';
import { messageTexts } from '../texts';
import { WriteDialog } from './write-dialog';

type WriteButtonProps = {
  /** Whom to write to; null while there is no one to choose (the button says why). */
  audience: MessageAudience | null;
  /** The dialog's title: whom it writes to. */
  title: string;
  /** Why there is no audience, as the disabled button's tooltip. */
  disabledReason?: string;
};

/** «Написать»: a message to families from a page that chose them (a group, the rows in view). */
export function WriteButton({ audience, title, disabledReason }: WriteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        disabled={audience === null}
        title={audience === null ? disabledReason : undefined}
        onClick={() => setOpen(true)}
      >
        <Send size={14} aria-hidden />
        {messageTexts.write.button}
      </Button>
      {audience && (
        <WriteDialog open={open} title={title} audience={audience} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
