import type { Group } from '@/contract';
import { editableColumn } from './editable-column';
import { optionList } from './option-list';
import type { TableColumn } from './table-column';
import { Tag } from './tag';
import { tagColorOf } from './tag-color';

type MembershipRow = { id: number; group_id: number | null };

type GroupColumnConfig<Row> = {
  header: string;
  /** The option that takes a row out of every group. */
  noGroup: string;
  groups: readonly Group[];
  label: (row: Row) => string;
  readOnly?: (row: Row) => boolean;
  /** The group chosen for the row, or null for none. */
  onSave: (row: Row, group: Group | null) => void;
};

/** The column that moves a row to one of its table's groups (or out of all), shown as the group's tag. */
export function groupColumn<Row extends MembershipRow>(config: GroupColumnConfig<Row>): TableColumn<Row> {
  const byId = new Map(config.groups.map((group) => [group.id, group]));
  const options = [{ value: '', label: config.noGroup }, ...optionList(config.groups)];
  const groupOf = (row: Row) => (row.group_id === null ? undefined : byId.get(row.group_id));
  return editableColumn<Row>({
    id: 'group',
    header: config.header,
    width: 150,
    kind: 'select',
    value: (row) => String(groupOf(row)?.id ?? ''),
    label: config.label,
    options: () => options,
    readOnly: config.readOnly,
    display: (row) => {
      const group = groupOf(row);
      return group ? <Tag color={tagColorOf(group.color)}>{group.name}</Tag> : '—';
    },
    onSave: (row, id) => config.onSave(row, id ? (byId.get(Number(id)) ?? null) : null),
  });
}
