import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from './accounts';
import { resetMockClock, setMockClock } from './clock';
import { changeMockDb, mockDb, persistMockDbIn, resetMockDb, stopPersistingMockDb } from './database';
import {
  loadTables,
  MOCK_DB_FORMAT_VERSION,
  MOCK_DB_STORAGE_KEY,
  type MockStorage,
  saveTables,
} from './persistence';
import { seedTables } from './seed';

function memoryStorage(): MockStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const newStaff = {
  email: 'new.teacher@gracia-dance.ru',
  password: 'secret-123',
  role: 'teacher' as const,
  school_id: 1,
  profile: { full_name: 'Иванова Мария Павловна', phone: '', birthdate: null },
};

// Rows carry their creation instant; a fixed clock makes a fresh seed equal to a saved one.
beforeEach(() => {
  setMockClock(() => new Date('2026-03-02T09:00:00.000Z'));
});

afterEach(() => {
  stopPersistingMockDb();
  resetMockClock();
  resetMockDb();
});

describe('mock database storage', () => {
  it('reads back exactly the tables it saved', () => {
    const storage = memoryStorage();
    const tables = seedTables();
    createAccount(tables, newStaff);
    saveTables(storage, tables);
    expect(loadTables(storage)).toEqual(tables);
  });

  it('finds nothing in an empty tab, in foreign text or in a save missing a table', () => {
    const storage = memoryStorage();
    expect(loadTables(storage)).toBeNull();
    storage.setItem(MOCK_DB_STORAGE_KEY, '{not json');
    expect(loadTables(storage)).toBeNull();
    const { sessions: _sessions, ...withoutSessions } = seedTables();
    storage.setItem(
      MOCK_DB_STORAGE_KEY,
      JSON.stringify({ version: MOCK_DB_FORMAT_VERSION, tables: withoutSessions }),
    );
    expect(loadTables(storage)).toBeNull();
  });

  it('refuses a save from another format version', () => {
    const storage = memoryStorage();
    storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify({ version: 0, tables: seedTables() }));
    expect(loadTables(storage)).toBeNull();
  });
});

describe('persisting the mock database in a tab', () => {
  it('starts a fresh tab from the seed and saves it', () => {
    const storage = memoryStorage();
    persistMockDbIn(storage);
    expect(mockDb()).toEqual(seedTables());
    expect(loadTables(storage)).toEqual(seedTables());
  });

  it('keeps a change across a reload of the tab', () => {
    const storage = memoryStorage();
    persistMockDbIn(storage);
    const created = changeMockDb((db) => createAccount(db, newStaff));

    // A reload: the module starts from the seed again, then picks up what the tab saved.
    stopPersistingMockDb();
    resetMockDb();
    expect(mockDb().users.rows.some((user) => user.id === created.id)).toBe(false);
    persistMockDbIn(storage);

    expect(mockDb().users.rows).toContainEqual(created);
    expect(mockDb().users.nextId).toBe(created.id + 1);
  });

  it('saves the seed again when the database is reset', () => {
    const storage = memoryStorage();
    persistMockDbIn(storage);
    changeMockDb((db) => createAccount(db, newStaff));
    resetMockDb();
    expect(loadTables(storage)).toEqual(seedTables());
  });

  it('writes nothing while it only keeps the database in memory', () => {
    const storage = memoryStorage();
    persistMockDbIn(storage);
    stopPersistingMockDb();
    changeMockDb((db) => createAccount(db, newStaff));
    expect(loadTables(storage)).toEqual(seedTables());
  });
});
