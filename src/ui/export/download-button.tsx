import { Download } from 'lucide-react';
import { useState } from 'react';
import { notifyFailure } from '@/ui/notify';
import { Button } from '../button';
import { saveFile } from './save-file';

type DownloadButtonProps = {
  label: string;
  /** What the button says while the server builds the file. */
  busyLabel: string;
  /** Asks the server for the file. */
  download: () => Promise<{ name: string; blob: Blob }>;
  /** The failure in words: the server's message, or the feature's own. */
  failure: (error: unknown) => string;
};

/** A file the server makes (an archive): asked for on a click, saved under the name the server gave it. */
export function DownloadButton({ label, busyLabel, download, failure }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    try {
      const file = await download();
      saveFile(file.name, file.blob);
    } catch (error) {
      notifyFailure(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="sm" onClick={() => void handleClick()} disabled={busy} aria-busy={busy}>
      <Download size={14} aria-hidden="true" />
      {busy ? busyLabel : label}
    </Button>
  );
}
