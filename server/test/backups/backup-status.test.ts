import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../src/contract/index.ts';
import { recordBackupRun } from '../../src/modules/backups/service.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';

const HOUR = 60 * MINUTE;

// What the platform admin sees of the backups on /admin/schools (docs/backups.md): the newest good copy with its
// size, a failure after it, and whether the good copy is older than 36 hours (or missing).

describe.each(testDialects())('the backups’ status on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: ReturnType<typeof api>;
  const status = async () => {
    const response = await admin.get(`/${apiPath('backupStatus')}`);
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const run = (finishedAt: Date, outcome: { file?: string; size?: number; error?: string }) =>
    recordBackupRun(t.db, {
      kind: 'daily',
      startedAt: new Date(finishedAt.getTime() - 1000),
      finishedAt,
      file: outcome.file ?? null,
      sizeBytes: outcome.size ?? null,
      error: outcome.error ?? null,
    });

  beforeAll(async () => {
    admin = api(t.app, await loginAs(t.app, accounts.admin.email));
  });

  it('says there is no copy yet', async () => {
    expect(await status()).toEqual({ last_success: null, last_failure: null, overdue: true });
  });

  it('shows the newest good copy and its size, overdue after 36 hours', async () => {
    const made = t.clock.now();
    await run(new Date(made.getTime() - 26 * HOUR), { file: 'ritm-old-daily.sqlite', size: 10 });
    await run(made, { file: 'ritm-20260302T090000Z-daily.sqlite', size: 5_242_880 });
    expect(await status()).toEqual({
      last_success: {
        finished_at: made.toISOString(),
        kind: 'daily',
        file: 'ritm-20260302T090000Z-daily.sqlite',
        size_bytes: 5_242_880,
      },
      last_failure: null,
      overdue: false,
    });
    t.clock.advance(36 * HOUR);
    expect((await status()).overdue).toBe(false);
    t.clock.advance(1000);
    expect((await status()).overdue).toBe(true);
  });

  it('shows a failure after the last good copy, and forgets it once a copy succeeds again', async () => {
    const failed = t.clock.now();
    await run(failed, { error: 'нет места на диске', file: 'ritm-x.sqlite', size: 1 });
    const seen = await status();
    expect(seen.last_failure).toEqual({
      finished_at: failed.toISOString(),
      kind: 'daily',
      error: 'нет места на диске',
    });
    expect(seen.last_success.file).toBe('ritm-20260302T090000Z-daily.sqlite');
    t.clock.advance(HOUR);
    await run(t.clock.now(), { file: 'ritm-new-daily.sqlite', size: 7 });
    expect(await status()).toMatchObject({
      last_failure: null,
      overdue: false,
      last_success: { file: 'ritm-new-daily.sqlite' },
    });
  });

  it('is the admin’s alone', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    expect((await owner.get(`/${apiPath('backupStatus')}`)).status).toBe(403);
  });
});
