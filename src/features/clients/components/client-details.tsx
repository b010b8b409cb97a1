import { type ReactNode, useContext } from 'react';
import type { Client } from '@/contract';
import { formatDate } from '@/lib/dates';
import { RowHistorySlot } from '@/ui/row-history-slot';
import { Tag } from '@/ui/tag';
import { clientTexts } from '../texts';
import styles from './client-details.module.css';

type ClientDetailsProps = {
  client: Client;
  /** The client's use of the parents' cabinet and an invitation, given by the page to roles that may invite. */
  renderCabinet?: (client: Client) => ReactNode;
  /** What the school sent the client, given by the page to roles that read messages. */
  renderMessages?: (client: Client) => ReactNode;
  /** The family's data as a file (152-ФЗ), given by the page to the owner. */
  renderExport?: (client: Client) => ReactNode;
};

/**
 * What an expanded client shows: the students they are linked to (children, or those they pay for), how they
 * use the cabinet, what the school sent them, and — for the owner — the family's data as a file.
 */
export function ClientDetails({ client, renderCabinet, renderMessages, renderExport }: ClientDetailsProps) {
  const renderHistory = useContext(RowHistorySlot);
  return (
    <div className={styles.details}>
      <section className={styles.section} aria-label={clientTexts.studentsLabel(client.name)}>
        <h3 className={styles.heading}>{clientTexts.students}</h3>
        {client.students.length === 0 ? (
          <p className={styles.muted}>{clientTexts.noStudents}</p>
        ) : (
          <ul className={styles.list}>
            {client.students.map((student) => (
              <li key={student.id} className={styles.item}>
                <span className={styles.name}>{student.name}</span>
                <span className={styles.muted}>{student.relation || '—'}</span>
                {student.is_payer && <Tag color="green">{clientTexts.payer}</Tag>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {renderCabinet && client.id > 0 && (
        <section className={styles.section} aria-label={clientTexts.cabinet}>
          <h3 className={styles.heading}>{clientTexts.cabinet}</h3>
          {renderCabinet(client)}
        </section>
      )}
      {renderExport && client.id > 0 && (
        <section className={styles.section} aria-label={clientTexts.familyData}>
          <h3 className={styles.heading}>{clientTexts.familyData}</h3>
          <p className={styles.muted}>{clientTexts.familyDataHint}</p>
          <div>{renderExport(client)}</div>
        </section>
      )}
      {renderMessages && client.id > 0 && (
        <section className={`${styles.section} ${styles.wide}`} aria-label={clientTexts.messages}>
          <h3 className={styles.heading}>{clientTexts.messages}</h3>
          {renderMessages(client)}
        </section>
      )}
      <p className={styles.muted}>
        {clientTexts.createdAt}: {formatDate(client.created_at)}
      </p>
      {renderHistory &&
        client.id > 0 &&
        renderHistory({ entity: 'clients', id: client.id, title: client.name })}
    </div>
  );
}
