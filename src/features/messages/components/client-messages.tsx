import { useQuery } from '@tanstack/react-query';
import { messageChannelLabels, messageKindLabels } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { useSchoolClock } from '@/lib/school-clock';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { messageError } from '../api/message-error';
import { messageQueries } from '../api/message-queries';
import { messageTexts } from '../texts';
import styles from './client-messages.module.css';
import { MessageStatusTag } from './message-status-tag';

const texts = messageTexts.client;

type ClientMessagesProps = { clientId: number; clientName: string };

/** A client's card: what the school sent them, newest first, as the journal shows it but compact. */
export function ClientMessages({ clientId, clientName }: ClientMessagesProps) {
  const { zone } = useSchoolClock();
  const list = useQuery(messageQueries.list({ client_id: clientId }));
  if (list.isPending) return <Loader />;
  if (list.isError) return <ErrorMessage>{messageError(list.error)}</ErrorMessage>;
  if (list.data.length === 0) return <p className={styles.muted}>{texts.empty}</p>;
  return (
    <ul className={styles.list} aria-label={texts.label(clientName)}>
      {list.data.map((message) => (
        <li key={message.id} className={styles.item}>
          <div className={styles.head}>
            <time className={styles.time} dateTime={message.created_at}>
              {formatInstant(message.created_at, zone)}
            </time>
            <span>{messageKindLabels[message.kind]}</span>
            <span className={styles.muted}>
              {messageChannelLabels[message.channel]} · {message.recipient}
            </span>
            <MessageStatusTag message={message} inline />
          </div>
          <details className={styles.body}>
            <summary>{message.subject}</summary>
            <p className={styles.text}>{message.text}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
