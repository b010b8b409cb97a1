/** The chosen archive as base64, the way the import endpoint takes it (docs/archive.md, «Загрузка»). */
export function readArchiveFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** What the file input offers: ZIP archives. */
export const ARCHIVE_ACCEPT = '.zip,application/zip';
