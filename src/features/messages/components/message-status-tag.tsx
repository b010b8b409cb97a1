import type { Message } from '@/contract';
import { now } from '@/lib/clock';
import { formatInstant } from '@/lib/dates';
import { useSchoolClock } from '@/lib/school-clock';
import { Tag } from '@/ui/tag';
import { statusLabel, statusNote } from '../message-status';
import { messageTexts } from '../texts';
import styles from './messages.module.css';

type MessageStatusTagProps = {
  message: Message;
  /** The note beside the tag rather than under it (a compact list). */
  inline?: boolean;
};

/** A message's status as a coloured tag, with the reason it failed or the time a held one goes. */
export function MessageStatusTag({ message, inline = false }: MessageStatusTagProps) {
  const { zone } = useSchoolClock();
  const note = statusNote(message, now().getTime(), (iso) => formatInstant(iso, zone));
  return (
    <span className={inline ? styles.inline : styles.stacked}>
      <span>
        <Tag color={messageTexts.statusColors[message.status]}>{statusLabel(message)}</Tag>
      </span>
      {note && <span className={message.status === 'failed' ? styles.problem : styles.muted}>{note}</span>}
    </span>
  );
}
