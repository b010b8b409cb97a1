import { Trash2 } from 'lucide-react';
import { GridButton } from './grid-button';
import type { TableColumn } from './table-column';

type RemoveColumnConfig<Row> = {
  /** The button's accessible name, naming the row («Удалить лида Анна»). */
  label: (row: Row) => string;
  disabled?: (row: Row) => boolean;
  onRemove: (row: Row) => void;
};

/** The last column of a table: a button that asks to remove the row. */
export function removeColumn<Row>({ label, disabled, onRemove }: RemoveColumnConfig<Row>): TableColumn<Row> {
  return {
    id: 'remove',
    header: '',
    width: 40,
    cell: (row) => (
      <GridButton
        aria-label={label(row)}
        title={label(row)}
        disabled={disabled?.(row)}
        onClick={() => onRemove(row)}
      >
        <Trash2 size={14} aria-hidden />
      </GridButton>
    ),
  };
}
