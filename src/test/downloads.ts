import { vi } from 'vitest';

/**
 * The files the page hands to the browser to save (an object URL clicked as a download), by file name. Undone by
 * `vi.restoreAllMocks()`.
 */
export function captureDownloads(): Map<string, Blob> {
  const files = new Map<string, Blob>();
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.set(this.download, last);
  });
  return files;
}

/** A downloaded file's bytes as text, the byte-order mark kept (a reader's own decoding would drop it). */
export const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
