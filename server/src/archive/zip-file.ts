import JSZip from 'jszip';

// ZIP in and out for the archives (docs/archive.md), through JSZip, which runs in Node and in the browser (the mock
// host) alike.

export type ZipEntry = { name: string; content: string };

/** The files, deflated, each stamped with `at` (the request's moment, so the same data makes the same bytes). */
export function zipFiles(entries: readonly ZipEntry[], at: Date): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const entry of entries) zip.file(entry.name, entry.content, { date: at, createFolders: false });
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}

/** A file inside may unpack to at most this much: a small archive must not unfold into gigabytes. */
export const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;

export type ZipReadProblem = 'not-zip' | 'missing' | 'too-big';

/** One file of a ZIP as text, or why not. */
export async function readZipText(
  bytes: Uint8Array,
  name: string,
): Promise<{ text: string } | { problem: ZipReadProblem }> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return { problem: 'not-zip' };
  }
  const file = zip.file(name);
  if (!file) return { problem: 'missing' };
  // The size the archive declares for the file (JSZip keeps it from the central directory): refused before inflating.
  const declared = (file as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize;
  if (declared === undefined || declared > MAX_UNPACKED_BYTES) return { problem: 'too-big' };
  try {
    return { text: await file.async('string') };
  } catch {
    return { problem: 'not-zip' };
  }
}
