// The demo people as docs/api-people.md numbers them (seed steps 2–7), on the test clock's first day; their ids and
// the seeded rows' are looked up by name with `useDemoIds` / `demoPersonId` (server/test/support/demo-ids.ts).

export const SEED_NOW = '2026-03-02T09:00:00.000Z';
export const TODAY = '2026-03-02';

export const OWNER_NAME = 'Савельева Ирина Андреевна';
export const MANAGER_NAME = 'Гарипова Алсу Ринатовна';
