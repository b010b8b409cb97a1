import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { storedGroupIds, storedLead } from './support/people-rows.ts';
import { useSignedIn } from './support/people-session.ts';

// Two people at two screens changing related rows at once: whichever request the database serves first,
// each answers as it would alone (never a 500) and the stored rows stay consistent.
const ROUNDS = 5;

describe.each(testDialects())('concurrent people writes on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager']);

  it('a group deleted while a lead joins it: the lead ends up without the group either way', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const group = (
        await as('owner').post('/groups/create', { name: `Акция ${round}`, entity_type: 'lead' })
      ).body;
      const lead = (await as('owner').post('/leads/create', {})).body;
      const [joined, deleted] = await Promise.all([
        as('manager').patch(`/leads/update/${lead.id}`, { group_id: group.id }),
        as('owner').delete(`/groups/delete/${group.id}`),
      ]);
      expect(deleted.status).toBe(200);
      expect([200, 400]).toContain(joined.status);
      expect(await storedGroupIds(t.db, 'lead', lead.id)).toEqual([]);
    }
  });

  it('a lead deleted while it is being edited: the edit answers 200 or 404, and the lead is gone', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const lead = (await as('owner').post('/leads/create', { groups: [1] })).body;
      const [edited, deleted] = await Promise.all([
        as('manager').patch(`/leads/update/${lead.id}`, { name: 'Новое имя', groups: [1, 2] }),
        as('owner').delete(`/leads/delete/${lead.id}`),
      ]);
      expect(deleted.status).toBe(200);
      expect([200, 404]).toContain(edited.status);
      expect(await storedLead(t.db, lead.id)).toBeUndefined();
      expect(await storedGroupIds(t.db, 'lead', lead.id)).toEqual([]);
    }
  });

  it('a status deleted while a lead takes it: either the lead has it and the delete is 409, or neither', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const status = (await as('owner').post('/statuses/create', { name: `Пауза ${round}`, type: 'lead' }))
        .body;
      const [created, deleted] = await Promise.all([
        as('manager').post('/leads/create', { status_id: status.id }),
        as('owner').delete(`/statuses/delete/${status.id}`),
      ]);
      const outcome = [created.status, deleted.status];
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual(outcome);
    }
  });

  it('a lead deleted while it is being converted: the conversion answers 200 or 404, never «already converted»', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const lead = (await as('owner').post('/leads/create', { name: `Пробный ${round}` })).body;
      const [converted, deleted] = await Promise.all([
        as('manager').post(`/leads/convert/${lead.id}`, { client: { name: 'Родитель' } }),
        as('owner').delete(`/leads/delete/${lead.id}`),
      ]);
      expect(deleted.status).toBe(200);
      expect([200, 404], converted.text).toContain(converted.status);
    }
  });

  it('a conversion that finds its lead deleted under it answers 404 (the delete commits first)', async () => {
    const lead = (await as('owner').post('/leads/create', { name: 'Уходящий' })).body;
    const deleting = await t.db.startTransaction().execute();
    await deleting.deleteFrom('leads').where('id', '=', lead.id).execute();
    const conversion = as('manager').post(`/leads/convert/${lead.id}`, { client: { name: 'Родитель' } });
    // On PostgreSQL the conversion reads the lead, then waits on its row lock; SQLite waits for the whole write.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await deleting.commit().execute();
    const response = await conversion;
    expect(response.status, response.text).toBe(404);
  });
});
