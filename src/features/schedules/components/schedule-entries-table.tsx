import { type ScheduleEntry, weekdayLabels } from '@/contract';
import { RowActions } from '@/ui/row-actions';
import { Table } from '@/ui/table';
import { entryLabel, entryPeriod, entryTime } from '../entry-display';
import { scheduleEntryTexts } from '../texts';
import styles from './schedule-entries-table.module.css';

type ScheduleEntriesTableProps = {
  entries: readonly ScheduleEntry[];
  /** The owner edits; everyone else reads. */
  canEdit: boolean;
  onEdit: (entry: ScheduleEntry) => void;
  onRemove: (entry: ScheduleEntry) => void;
};

const readHeaders = [
  scheduleEntryTexts.weekday,
  scheduleEntryTexts.time,
  scheduleEntryTexts.group,
  scheduleEntryTexts.teacher,
  scheduleEntryTexts.style,
  scheduleEntryTexts.period,
];
const editHeaders = [...readHeaders, scheduleEntryTexts.actions];

export function ScheduleEntriesTable({ entries, canEdit, onEdit, onRemove }: ScheduleEntriesTableProps) {
  return (
    <Table label={scheduleEntryTexts.tableLabel} headers={canEdit ? editHeaders : readHeaders} framed={false}>
      {entries.map((entry, index) => {
        // Rows with a negative id are still being created on the server.
        const saving = entry.id < 0;
        const label = entryLabel(entry);
        const firstOfDay = entries[index - 1]?.weekday !== entry.weekday;
        return (
          <tr key={entry.id} className={saving ? styles.saving : undefined} aria-busy={saving || undefined}>
            <td className={firstOfDay ? styles.weekday : styles.weekdayRepeated}>
              {weekdayLabels[entry.weekday]}
            </td>
            <td className={styles.nowrap}>{entryTime(entry)}</td>
            <td className={styles.group}>{entry.group_name}</td>
            <td>{entry.teacher_name ?? '—'}</td>
            <td>{entry.direction_name ?? '—'}</td>
            <td className={styles.muted}>{entryPeriod(entry)}</td>
            {canEdit && (
              <td className={styles.actions}>
                {!saving && (
                  <RowActions
                    editLabel={scheduleEntryTexts.edit(label)}
                    removeLabel={scheduleEntryTexts.remove(label)}
                    onEdit={() => onEdit(entry)}
                    onRemove={() => onRemove(entry)}
                  />
                )}
              </td>
            )}
          </tr>
        );
      })}
    </Table>
  );
}
