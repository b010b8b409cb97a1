import type { ReactNode } from 'react';
import type { CellKind, CellOption } from './cell-value';
import { EditableCell } from './editable-cell';
import type { TableColumn } from './table-column';

type EditableColumnConfig<Row> = {
  id: string;
  header: string;
  width?: number;
  kind: CellKind;
  /** The stored value as the cell edits it ('' when empty). */
  value: (row: Row) => string;
  /** The editor's accessible name, naming the row («Телефон: Анна»). */
  label: (row: Row) => string;
  options?: (row: Row) => readonly CellOption[];
  required?: boolean;
  /** How the value reads when not edited; the value or a dash by default. */
  display?: (row: Row) => ReactNode;
  readOnly?: (row: Row) => boolean;
  onSave: (row: Row, value: string) => void;
};

/** A column of inline-editable cells, described once instead of repeating the cell in every table. */
export function editableColumn<Row>(config: EditableColumnConfig<Row>): TableColumn<Row> {
  return {
    id: config.id,
    header: config.header,
    width: config.width,
    cell: (row) => (
      <EditableCell
        kind={config.kind}
        value={config.value(row)}
        label={config.label(row)}
        options={config.options?.(row)}
        required={config.required}
        readOnly={config.readOnly?.(row)}
        onSave={(value) => config.onSave(row, value)}
      >
        {config.display?.(row)}
      </EditableCell>
    ),
  };
}
