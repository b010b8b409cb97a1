import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

type RowActionsProps = {
  /** Accessible names, e.g. «Изменить: Иванова Анна» — the icons alone say nothing to a screen reader. */
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
};

/** The edit and remove icon buttons at the end of a table row. */
export function RowActions({ editLabel, removeLabel, onEdit, onRemove }: RowActionsProps) {
  return (
    <>
      <Button size="sm" variant="ghost" onClick={onEdit} aria-label={editLabel}>
        <Pencil size={14} aria-hidden />
      </Button>
      <Button size="sm" variant="ghost" onClick={onRemove} aria-label={removeLabel}>
        <Trash2 size={14} aria-hidden />
      </Button>
    </>
  );
}
