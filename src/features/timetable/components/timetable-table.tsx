import { type ScheduleEntry, weekdayLabels } from '@/contract';
import { RowActions } from '@/ui/row-actions';
import { Table } from '@/ui/table';
import { entryLabel, entryPeriod, entryTime } from '../entry-display';
import { timetableTexts } from '../texts';
import styles from './timetable-table.module.css';

type TimetableTableProps = {
  entries: readonly ScheduleEntry[];
  /** The owner edits; everyone else reads. */
  canEdit: boolean;
  onEdit: (entry: ScheduleEntry) => void;
  onRemove: (entry: ScheduleEntry) => void;
};

const readHeaders = [
  timetableTexts.weekday,
  timetableTexts.time,
  timetableTexts.group,
  timetableTexts.teacher,
  timetableTexts.direction,
  timetableTexts.period,
];
const editHeaders = [...readHeaders, timetableTexts.actions];

export function TimetableTable({ entries, canEdit, onEdit, onRemove }: TimetableTableProps) {
  return (
    <Table label={timetableTexts.tableLabel} headers={canEdit ? editHeaders : readHeaders} framed={false}>
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
                    editLabel={timetableTexts.edit(label)}
                    removeLabel={timetableTexts.remove(label)}
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
