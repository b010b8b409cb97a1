import { Upload } from 'lucide-react';
import { useState } from 'react';
import type { ImportEntity } from '@/contract';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { importTexts } from '../texts';
import { ImportWizard } from './import-wizard';

type ImportButtonProps = {
  entity: ImportEntity;
  /** Opening passes and balances in a students import: for whom may load money (`opening-balances:import`). */
  withOpening?: boolean;
};

/** «Импорт» in a people table's toolbar: the import of that table's rows from a file. */
export function ImportButton({ entity, withOpening = false }: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} title={importTexts.openLabel(entity)}>
        <Upload size={14} aria-hidden="true" />
        {entity === 'opening' ? importTexts.openOpening : importTexts.open}
      </Button>
      <Dialog open={open} title={importTexts.title(entity)} onClose={() => setOpen(false)} wide>
        <ImportWizard entity={entity} withOpening={withOpening} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
