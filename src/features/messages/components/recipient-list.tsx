import type { MessageRecipient } from '@/contract';
import { Tag } from '@/ui/tag';
import { messageTexts } from '../texts';
import styles from './write-dialog.module.css';

const texts = messageTexts.write;

/** A recipient some channel reaches: an address that takes mail, or a linked Telegram chat. */
const reachable = (recipient: MessageRecipient) =>
  (recipient.email !== null && !recipient.email_blocked) || recipient.telegram;

/** Who a message reaches and by which channels; those it cannot reach are said so. */
export function RecipientList({ recipients }: { recipients: readonly MessageRecipient[] }) {
  if (recipients.length === 0) return <p className={styles.muted}>{texts.noRecipients}</p>;
  return (
    <>
      <p className={styles.muted}>
        {texts.recipientsCount(recipients.length, recipients.filter(reachable).length)}
      </p>
      <ul className={styles.list}>
        {recipients.map((recipient) => (
          <li
            key={`${recipient.client_id}-${recipient.student_id}-${recipient.email}`}
            className={styles.item}
          >
            <span className={styles.name}>{recipient.name}</span>
            <span className={styles.contacts}>
              {recipient.email && (
                <span className={recipient.email_blocked ? styles.blocked : styles.muted}>
                  {recipient.email}
                </span>
              )}
              {recipient.email_blocked && <Tag>{texts.unsubscribed}</Tag>}
              {recipient.telegram && <Tag color="blue">{texts.telegram}</Tag>}
              {!recipient.email && !recipient.telegram && <Tag color="red">{texts.noContact}</Tag>}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
