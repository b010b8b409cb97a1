import { Download } from 'lucide-react';
import { useState } from 'react';
import { notifyFailure } from '@/ui/notify';
import { Button } from '../button';
import type { ExportTable } from './export-columns';
import { saveFile } from './save-file';
import { toCsv } from './to-csv';
import { toXlsx } from './to-xlsx';

/** «CSV» and «Excel»: the rows and columns as shown (group tab, search, period), as a file. */
export function ExportButtons<Row>({ table }: { table: () => ExportTable<Row> }) {
  const [building, setBuilding] = useState(false);

  function exportCsv() {
    const current = table();
    saveFile(`${current.name}.csv`, new Blob([toCsv(current)], { type: 'text/csv;charset=utf-8' }));
  }

  async function exportXlsx() {
    const current = table();
    setBuilding(true);
    try {
      saveFile(`${current.name}.xlsx`, await toXlsx(current));
    } catch {
      notifyFailure('Не удалось собрать файл Excel. Попробуйте ещё раз или выгрузите CSV.');
    } finally {
      setBuilding(false);
    }
  }

  return (
    <>
      <Button size="sm" onClick={exportCsv} aria-label="Выгрузить в CSV" title="Выгрузить в CSV">
        <Download size={14} aria-hidden="true" />
        CSV
      </Button>
      <Button
        size="sm"
        onClick={() => void exportXlsx()}
        disabled={building}
        aria-busy={building}
        aria-label="Выгрузить в Excel"
        title="Выгрузить в Excel"
      >
        <Download size={14} aria-hidden="true" />
        {building ? 'Собираю…' : 'Excel'}
      </Button>
    </>
  );
}
