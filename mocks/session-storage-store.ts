import type { SnapshotStore } from './backend.ts';

export const MOCK_DB_STORAGE_KEY = 'ritm-mock-db';

/**
 * The database file of one tab, base64 in sessionStorage: it survives a reload and dies with the tab. A value
 * that cannot be read (another build's, a truncated one) counts as none, so the tab starts from the demo.
 */
export function sessionStorageStore(storage: Pick<Storage, 'getItem' | 'setItem'>): SnapshotStore {
  return {
    load() {
      const text = storage.getItem(MOCK_DB_STORAGE_KEY);
      if (!text) return null;
      let binary: string;
      try {
        binary = atob(text);
      } catch {
        return null;
      }
      // A plain loop: `Uint8Array.from` with a mapping function took ~75 ms of every page load for the 1.4 MB file.
      const bytes = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
      return bytes;
    },
    save(bytes) {
      let binary = '';
      // Chunks keep String.fromCharCode's argument list within the engine's limits.
      for (let start = 0; start < bytes.length; start += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
      }
      storage.setItem(MOCK_DB_STORAGE_KEY, btoa(binary));
    },
  };
}
