import { emptyTables, type MockTables } from './tables';

/** What the browser build persists to: `window.sessionStorage` (one copy per tab, gone with the tab). */
export type MockStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const MOCK_DB_STORAGE_KEY = 'ritm-mock-db';

// Bumped when a row shape or the seed changes, so a tab opened before the change starts from the seed again.
export const MOCK_DB_FORMAT_VERSION = 2;

type StoredDatabase = { version: number; tables: MockTables };

function isTable(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const table = value as Record<string, unknown>;
  return typeof table.nextId === 'number' && Array.isArray(table.rows);
}

/** The tables saved in this tab, or null when there are none or they predate the current tables. */
export function loadTables(storage: MockStorage): MockTables | null {
  const text = storage.getItem(MOCK_DB_STORAGE_KEY);
  if (text === null) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredDatabase>;
    if (stored.version !== MOCK_DB_FORMAT_VERSION || !stored.tables) return null;
    const tables = stored.tables as Record<string, unknown>;
    // A feature that added a table since the save would find it missing: start over from the seed.
    const complete = Object.keys(emptyTables()).every((name) => isTable(tables[name]));
    return complete ? stored.tables : null;
  } catch {
    return null;
  }
}

export function saveTables(storage: MockStorage, tables: MockTables): void {
  const stored: StoredDatabase = { version: MOCK_DB_FORMAT_VERSION, tables };
  storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(stored));
}
