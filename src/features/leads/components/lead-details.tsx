import { useContext } from 'react';
import type { Lead } from '@/contract';
import { formatDate } from '@/lib/dates';
import { EditableCell } from '@/ui/editable-cell';
import { RowHistorySlot } from '@/ui/row-history-slot';
import type { LeadUpdate } from '../api/use-update-lead';
import { leadTexts } from '../texts';
import styles from './leads-table.module.css';

type LeadDetailsProps = {
  lead: Lead;
  onUpdate: (update: LeadUpdate) => void;
};

/** What an expanded lead shows: the qualification in full (editable), who added it and when, its conversion. */
export function LeadDetails({ lead, onUpdate }: LeadDetailsProps) {
  const renderHistory = useContext(RowHistorySlot);
  return (
    <dl className={styles.details}>
      <div>
        <dt>{leadTexts.qualification}</dt>
        <dd>
          <EditableCell
            kind="textarea"
            value={lead.qualification}
            label={leadTexts.edit(leadTexts.qualification, lead.name)}
            readOnly={lead.id < 0}
            wrap
            onSave={(qualification) =>
              onUpdate({ id: lead.id, changes: { qualification }, preview: { qualification } })
            }
          />
        </dd>
      </div>
      <div>
        <dt>{leadTexts.createdAt}</dt>
        <dd>{formatDate(lead.created_at)}</dd>
      </div>
      <div>
        <dt>{leadTexts.createdBy}</dt>
        <dd>{lead.created_by || '—'}</dd>
      </div>
      <div>
        <dt>{leadTexts.convertedAt}</dt>
        <dd>{formatDate(lead.converted_to_client_at)}</dd>
      </div>
      {renderHistory && lead.id > 0 && (
        <div>{renderHistory({ entity: 'leads', id: lead.id, title: lead.name })}</div>
      )}
    </dl>
  );
}
