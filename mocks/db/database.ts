import { loadTables, type MockStorage, saveTables } from './persistence';
import { seedTables } from './seed';
import type { MockTables } from './tables';

/**
 * The in-memory database behind every handler. In Node (component tests, the contract suite) it lives in
 * memory only; the browser build calls `persistMockDbIn(sessionStorage)` so a reload keeps the data and the
 * session while a new tab or a new Playwright context starts from the seed.
 */
let tables: MockTables = seedTables();
let storage: MockStorage | null = null;

/** Read access to the tables. Writes go through `changeMockDb` so they are persisted. */
export function mockDb(): MockTables {
  return tables;
}

/** Runs a write and saves the result. Handlers validate before writing, so a write never stops halfway. */
export function changeMockDb<Result>(change: (db: MockTables) => Result): Result {
  const result = change(tables);
  if (storage) saveTables(storage, tables);
  return result;
}

/** Back to the seed: the same rows and ids as a freshly seeded server. Every session ends. */
export function resetMockDb(): void {
  changeMockDb(() => {
    tables = seedTables();
  });
}

/** Loads the tables saved in `target` (or keeps the seed) and saves every later change there. */
export function persistMockDbIn(target: MockStorage): void {
  storage = target;
  tables = loadTables(target) ?? seedTables();
  saveTables(target, tables);
}

/** Back to memory only (tests of the persistence). */
export function stopPersistingMockDb(): void {
  storage = null;
}
