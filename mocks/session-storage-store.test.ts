import { describe, expect, it } from 'vitest';
import { MOCK_DB_STORAGE_KEY, sessionStorageStore } from './session-storage-store.ts';

/** A Storage of one tab, as the mock host sees it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the mock host’s database in sessionStorage', () => {
  it('gives back every byte it stored, beyond one chunk of the encoder', () => {
    const storage = memoryStorage();
    const store = sessionStorageStore(storage);
    const bytes = Uint8Array.from({ length: 0x8000 * 2 + 7 }, (_, index) => (index * 31 + 7) % 256);
    store.save(bytes);
    expect(storage.items.get(MOCK_DB_STORAGE_KEY)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(store.load()).toEqual(bytes);
  });

  it('counts a missing or unreadable value as none', () => {
    const storage = memoryStorage();
    const store = sessionStorageStore(storage);
    expect(store.load()).toBeNull();
    storage.setItem(MOCK_DB_STORAGE_KEY, 'не base64 %%');
    expect(store.load()).toBeNull();
  });
});
