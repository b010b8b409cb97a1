import type { Group, GroupRef } from '@/contract';
import { editableColumn } from './editable-column';
import styles from './group-column.module.css';
import { optionList } from './option-list';
import type { TableColumn } from './table-column';
import { Tag } from './tag';
import { tagColorOf } from './tag-color';

type MembershipRow = { id: number; group_id: number | null; groups: readonly GroupRef[] };

type GroupColumnConfig<Row> = {
  header: string;
  width?: number;
  /** The option that takes a row out of the group it shows. */
  noGroup: string;
  groups: readonly Group[];
  label: (row: Row) => string;
  readOnly?: (row: Row) => boolean;
  /** The row's whole set of groups after the change, sorted by id as the server keeps it. */
  onSave: (row: Row, groups: GroupRef[]) => void;
};

/**
 * The column that moves a row between its table's groups. It shows the row's first group (and how many more);
 * choosing another replaces that one and keeps the rest, so a student in two groups never loses the other.
 */
export function groupColumn<Row extends MembershipRow>(config: GroupColumnConfig<Row>): TableColumn<Row> {
  const byId = new Map(config.groups.map((group) => [group.id, group]));
  const options = [{ value: '', label: config.noGroup }, ...optionList(config.groups)];
  return editableColumn<Row>({
    id: 'group',
    header: config.header,
    // No fixed width: the tag columns share the spare width with the name, so tags are not cut on a wide screen.
    width: config.width,
    kind: 'select',
    value: (row) => (row.group_id === null ? '' : String(row.group_id)),
    label: config.label,
    options: () => options,
    readOnly: config.readOnly,
    display: (row) => {
      const group = row.group_id === null ? undefined : byId.get(row.group_id);
      if (!group) return '—';
      const more = row.groups.length - 1;
      return (
        <span className={styles.groups}>
          <Tag color={tagColorOf(group.color)}>{group.name}</Tag>
          {more > 0 && <span className={styles.more}>+{more}</span>}
        </span>
      );
    },
    onSave: (row, id) => {
      const chosen = id ? byId.get(Number(id)) : undefined;
      const rest = row.groups.filter((group) => group.id !== row.group_id && group.id !== chosen?.id);
      const next = chosen ? [...rest, { id: chosen.id, name: chosen.name }] : rest;
      config.onSave(
        row,
        next.toSorted((a, b) => a.id - b.id),
      );
    },
  });
}
