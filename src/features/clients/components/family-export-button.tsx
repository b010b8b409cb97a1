import { downloadApi, serverMessageOf } from '@/lib/http';
import { DownloadButton } from '@/ui/export/download-button';
import { clientTexts } from '../texts';

/** «Выгрузить данные семьи»: the client, their children and every row of theirs as a ZIP (docs/archive.md). */
export function FamilyExportButton({ clientId }: { clientId: number }) {
  return (
    <DownloadButton
      label={clientTexts.exportFamily}
      busyLabel={clientTexts.exportingFamily}
      download={() => downloadApi('clientExport', { id: clientId })}
      failure={(error) => serverMessageOf(error) ?? clientTexts.exportFamilyFailed}
    />
  );
}
