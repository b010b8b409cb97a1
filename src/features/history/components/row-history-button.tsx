import { useState } from 'react';
import type { HistoryEntity } from '@/contract';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { GridButton } from '@/ui/grid-button';
import { historyTexts } from '../texts';
import { HistoryList } from './history-list';

type RowHistoryButtonProps = { entity: HistoryEntity; id: number; title: string; inGrid?: boolean };

/** «Что менялось» of one row: its whole history, its parts included, in a dialog. */
export function RowHistoryButton({ entity, id, title, inGrid = false }: RowHistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {inGrid ? (
        <GridButton onClick={() => setOpen(true)}>{historyTexts.rowButton}</GridButton>
      ) : (
        <Button size="sm" onClick={() => setOpen(true)}>
          {historyTexts.rowButton}
        </Button>
      )}
      {open && (
        <Dialog open title={historyTexts.rowTitle(title)} wide onClose={() => setOpen(false)}>
          <HistoryList filter={{ entity, entity_id: id }} emptyText={historyTexts.emptyRow} />
        </Dialog>
      )}
    </>
  );
}
