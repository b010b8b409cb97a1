import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BackupStatus } from '@/contract';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';

async function openBackups(status?: BackupStatus) {
  if (status) mockServer.use(http.get('*/api/backups/status', () => HttpResponse.json(status)));
  await signInAs('admin');
  renderApp('/admin/schools');
  return screen.findByRole('region', { name: 'Резервные копии' });
}

const goodCopy = {
  finished_at: '2026-05-14T00:00:41.000Z',
  kind: 'daily',
  file: 'ritm-20260514T000000Z-daily.sqlite',
  size_bytes: 5_452_595,
} as const;

describe("the backups on the admin's schools page", () => {
  it('shows the last copy, its size and file, quietly when all is well', async () => {
    const card = await openBackups({ last_success: goodCopy, last_failure: null, overdue: false });

    // The admin has no school: instants are shown in the default zone (Moscow).
    expect(card).toHaveTextContent('14.05.2026 03:00, 5,2 МБ (ежедневная)');
    expect(card).toHaveTextContent('ritm-20260514T000000Z-daily.sqlite');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure after the last good copy where it cannot be missed', async () => {
    const card = await openBackups({
      last_success: goodCopy,
      last_failure: { finished_at: '2026-05-15T00:00:05.000Z', kind: 'daily', error: 'нет места на диске' },
      overdue: false,
    });

    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Копия 15.05.2026 03:00 не удалась: нет места на диске',
    );
  });

  it('warns when the last good copy is older than 36 hours, or there is none', async () => {
    const old = await openBackups({ last_success: goodCopy, last_failure: null, overdue: true });
    expect(within(old).getByRole('alert')).toHaveTextContent('Удачной копии нет больше 36 часов');
  });

  it('says there is no copy at all on an installation that has none (the mock host makes none)', async () => {
    const card = await openBackups();

    expect(card).toHaveTextContent('Копий ещё нет');
    expect(within(card).getByRole('alert')).toHaveTextContent('Удачной копии нет ни одной');
  });
});
