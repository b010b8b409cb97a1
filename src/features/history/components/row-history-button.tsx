import { useState } from 'react';
import type { HistoryEntity } from '@/contract';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { historyTexts } from '../texts';
import { HistoryList } from './history-list';

type RowHistoryButtonProps = { entity: HistoryEntity; id: number; title: string };

/** «Что менялось» of one row: its whole history, its parts included, in a dialog. */
export function RowHistoryButton({ entity, id, title }: RowHistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {historyTexts.rowButton}
      </Button>
      {open && (
        <Dialog open title={historyTexts.rowTitle(title)} wide onClose={() => setOpen(false)}>
          <HistoryList filter={{ entity, entity_id: id }} emptyText={historyTexts.emptyRow} />
        </Dialog>
      )}
    </>
  );
}
