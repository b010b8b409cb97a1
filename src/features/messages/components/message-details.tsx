import type { Message } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { useSchoolClock } from '@/lib/school-clock';
import { messageTexts } from '../texts';
import styles from './messages.module.css';

const texts = messageTexts.log;

/** An opened message: its whole text as the family got it, when it was written and sent, why it failed. */
export function MessageDetails({ message }: { message: Message }) {
  const { zone } = useSchoolClock();
  return (
    <div className={styles.details}>
      <p className={styles.subjectLine}>{message.subject}</p>
      <p className={styles.text}>{message.text}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{texts.createdAt}</dt>
          <dd>{formatInstant(message.created_at, zone)}</dd>
        </div>
        {message.sent_at && (
          <div>
            <dt>{texts.sentAt}</dt>
            <dd>{formatInstant(message.sent_at, zone)}</dd>
          </div>
        )}
        {message.last_error && (
          <div>
            <dt>{texts.lastError}</dt>
            <dd>{message.last_error}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
