import { describe, expect, it, vi } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import { generatedPairs } from '../../src/modules/schedules/occurrences.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createEntry, generate, lessonsOfEntry } from './support/schedule-api.ts';
import { insertGroup, ledgerDates } from './support/schedule-rows.ts';
import { createScheduleSchool } from './support/schedule-school.ts';

// A generation that read the ledger before a concurrent one committed its pairs: reading nothing stands in for
// that moment, so the insert meets the other generation's rows on the ledger's unique key.
vi.mock('../../src/modules/schedules/occurrences.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/modules/schedules/occurrences.ts')>();
  return { ...original, generatedPairs: vi.fn(original.generatedPairs) };
});

describe.each(testDialects())('racing generations on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('answers the loser 409 generationBusy and writes nothing of its own', async () => {
    const school = await createScheduleSchool(t);
    const group = await insertGroup(t.db, school.schoolId);
    const entry = await createEntry(school.as('owner'), group.id, { weekday: 2 });
    await generate(school.as('owner'));
    const lessonsBefore = await lessonsOfEntry(school.as('owner'), entry.id);
    // A second slot: its lessons came with it (the timetable's write makes them), and must stay as they are.
    const second = await createEntry(school.as('owner'), group.id, { weekday: 4 });
    const secondBefore = await lessonsOfEntry(school.as('owner'), second.id);
    expect(secondBefore.length).toBeGreaterThan(0);

    vi.mocked(generatedPairs).mockResolvedValueOnce(new Set());
    const response = await school.as('receptionist').post('/lessons/generate', {});

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: serverErrors.generationBusy });
    expect(await lessonsOfEntry(school.as('owner'), entry.id)).toEqual(lessonsBefore);
    expect(await lessonsOfEntry(school.as('owner'), second.id)).toEqual(secondBefore);
    expect(await ledgerDates(t.db, second.id)).toHaveLength(secondBefore.length);

    // Once the other generation is done, the next one goes through, with nothing left to make.
    expect((await generate(school.as('receptionist'))).created).toBe(0);
  });
});
