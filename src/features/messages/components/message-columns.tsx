import { type Message, messageChannelLabels, messageKindLabels } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { GridButton } from '@/ui/grid-button';
import { StaticCell } from '@/ui/static-cell';
import type { TableColumn } from '@/ui/table-column';
import { messageTexts } from '../texts';
import { MessageStatusTag } from './message-status-tag';
import styles from './messages.module.css';

const texts = messageTexts.log;

type ColumnOptions = {
  zone: string;
  onResend: (message: Message) => void;
  /** The message being sent again right now: its button waits. */
  resendingId: number | null;
  /** Some message failed: the column of «Отправить ещё раз» is there only then. */
  withResend: boolean;
};

/** The journal's columns: when, kind and channel, to whom, subject, status, tries, and «Отправить ещё раз». */
export function buildMessageColumns({
  zone,
  onResend,
  resendingId,
  withResend,
}: ColumnOptions): TableColumn<Message>[] {
  const columns: TableColumn<Message>[] = [
    {
      id: 'when',
      header: texts.when,
      width: 156,
      cell: (m) => (
        <StaticCell>
          <time className={styles.time} dateTime={m.created_at}>
            {formatInstant(m.created_at, zone)}
          </time>
        </StaticCell>
      ),
    },
    {
      id: 'kind',
      header: `${texts.kind} · ${texts.channel}`,
      width: 184,
      cell: (m) => (
        <StaticCell>
          <span className={styles.stacked}>
            <span>{messageKindLabels[m.kind]}</span>
            <span className={styles.muted}>{messageChannelLabels[m.channel]}</span>
          </span>
        </StaticCell>
      ),
    },
    {
      id: 'recipient',
      header: texts.recipient,
      cell: (m) => (
        <StaticCell>
          <span className={styles.stacked}>
            <span>{m.person_name ?? m.recipient}</span>
            {m.person_name && <span className={styles.muted}>{m.recipient}</span>}
          </span>
        </StaticCell>
      ),
    },
    {
      id: 'subject',
      header: texts.subject,
      cell: (m) => (
        <StaticCell>
          <span className={styles.clipped} title={m.subject}>
            {m.subject}
          </span>
        </StaticCell>
      ),
    },
    {
      id: 'status',
      header: texts.status,
      width: 176,
      cell: (m) => (
        <StaticCell>
          <MessageStatusTag message={m} />
        </StaticCell>
      ),
    },
    {
      id: 'attempts',
      header: texts.attempts,
      width: 96,
      cell: (m) => (
        <StaticCell>
          <span className={styles.number}>{m.attempts}</span>
        </StaticCell>
      ),
    },
  ];
  if (withResend)
    columns.push({
      id: 'resend',
      header: '',
      width: 160,
      cell: (m) =>
        m.status === 'failed' ? (
          <GridButton disabled={resendingId === m.id} onClick={() => onResend(m)}>
            {resendingId === m.id ? texts.resending : texts.resend}
          </GridButton>
        ) : (
          <StaticCell>{null}</StaticCell>
        ),
    });
  return columns;
}
