import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { type CabinetPass, demoCabinet, type Role, serverErrors } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { holdResponse } from '@/test/held-response';
import { renderApp } from '@/test/render-app';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { mockMail, mockServer } from '../../../mocks/node';
import { freezeRequestQueries } from './api/freeze-request-queries';
import { FreezeRequestsNotice } from './components/freeze-requests-notice';

// «Заявки на заморозку»: a family asks to freeze a pass from the cabinet; by default (the school's `freeze_mode:
// 'request'`) the staff who may freeze decide it. The tests' clock: Monday 2 March 2026, midday in Moscow.

const decisionsSent: string[] = [];

afterEach(() => {
  mockServer.events.removeAllListeners();
  decisionsSent.length = 0;
});

/**
 * The demo family (src/contract/demo/people.ts) signs in to the cabinet with the code from the mock host's mailbox
 * and asks to freeze a pass of theirs that still allows a freeze, as the cabinet's form would.
 */
async function familyAsksToFreeze(): Promise<{ student: string; pass: CabinetPass }> {
  await callApi('cabinetCode', { json: { email: demoCabinet.family } });
  const code = (await mockMail()).lastCode(demoCabinet.family);
  if (!code) throw new Error('No sign-in code in the mailbox');
  await callApi('cabinetSignIn', { json: { email: demoCabinet.family, code } });
  const home = await callApi('cabinetHome');
  for (const student of home.students) {
    const pass = student.passes.find(
      (candidate) => candidate.status === 'active' && candidate.freezes_left > 0,
    );
    if (!pass) continue;
    const asked = await callApi('cabinetFreeze', {
      json: { subscription_id: pass.id, starts_on: '2026-03-10', days: 5 },
    });
    expect(asked).toEqual({ status: 'requested' });
    return { student: student.name, pass };
  }
  throw new Error('The demo family has no pass to freeze');
}

/** The pass as the staff see it (signed in as staff). */
async function staffPass(id: number) {
  const passes = await callApi('subscriptionsWhere', { json: {} });
  return passes.find((pass) => pass.id === id);
}

/** The family's letters about a freeze decision. */
async function decisionLetters() {
  return (await mockMail()).to(demoCabinet.family).filter((mail) => mail.subject.startsWith('Заморозка'));
}

async function showNotice(role: Role) {
  await signInAs(role);
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/freeze-requests/decide/')) decisionsSent.push(request.url);
  });
  return renderWithQuery(<FreezeRequestsNotice role={role} />);
}

const heading = (count: number) => screen.findByRole('heading', { name: `Заявки на заморозку: ${count}` });
const list = () => screen.findByRole('list', { name: 'Заявки на заморозку абонементов' });

describe('freeze requests from the cabinet', { timeout: 60_000 }, () => {
  it('lists a request for the front desk; «Подтвердить» decides it once and freezes the pass', async () => {
    const { student, pass } = await familyAsksToFreeze();
    const held = holdResponse<void>();
    mockServer.use(
      // Held, then on to the mock host: the server still decides it.
      http.post('*/api/freeze-requests/decide/:id', async () => {
        await held.answered;
      }),
    );
    const { user, queryClient } = await showNotice('receptionist');
    const balances = [...resourceKeys.finances, 'balances'];
    await queryClient.fetchQuery({ queryKey: balances, queryFn: () => callApi('balances') });

    expect(await heading(1)).toBeVisible();
    const [row] = within(await list()).getAllByRole('listitem');
    if (!row) throw new Error('No request row');
    expect(row).toHaveTextContent(student);
    expect(row).toHaveTextContent(`«${pass.sub_name}»`);
    expect(row).toHaveTextContent('с 10.03.2026 на 5 дн.');
    // Asked at the mock host's now: 09:00 UTC is midday in Moscow, the school's zone.
    expect(row).toHaveTextContent('заявка 02.03.2026 12:00');
    expect(row).toHaveTextContent(demoCabinet.family);

    const approve = within(row).getByRole('button', {
      name: `Подтвердить заморозку: ${student}, «${pass.sub_name}», с 10.03.2026 на 5 дн.`,
    });
    const decline = within(row).getByRole('button', { name: /^Отклонить заявку на заморозку/ });
    await user.dblClick(approve);

    await waitFor(() => expect(approve).toBeDisabled());
    expect(decline).toBeDisabled();
    held.release();

    expect(
      await screen.findByText('Заморозка подтверждена', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Заявки на заморозку/ })).toBeNull());
    expect(decisionsSent).toHaveLength(1);
    expect(await callApi('freezeRequests')).toEqual([]);
    expect((await staffPass(pass.id))?.frozen_until).toBe('2026-03-14');
    // The passes and balances are read again.
    expect(queryClient.getQueryState(balances)?.isInvalidated).toBe(true);
    await waitFor(async () =>
      expect((await decisionLetters()).map((mail) => mail.subject)).toEqual([
        'Заморозка абонемента подтверждена',
      ]),
    );
  });

  it('declines only once confirmed; the pass stays as it was', async () => {
    const { student, pass } = await familyAsksToFreeze();
    const { user } = await showNotice('receptionist');
    await heading(1);
    const declineButton = () => screen.getByRole('button', { name: /^Отклонить заявку на заморозку/ });

    await user.click(declineButton());
    let dialog = screen.getByRole('dialog', { name: 'Отклонить заявку?' });
    expect(dialog).toHaveTextContent(`${student}, «${pass.sub_name}», с 10.03.2026 на 5 дн.`);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decisionsSent).toHaveLength(0);
    expect(await heading(1)).toBeVisible();

    await user.click(declineButton());
    dialog = screen.getByRole('dialog', { name: 'Отклонить заявку?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByText('Заявка отклонена', { selector: '[data-title]' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Заявки на заморозку/ })).toBeNull());
    expect(decisionsSent).toHaveLength(1);
    expect((await staffPass(pass.id))?.frozen_until).toBeNull();
    await waitFor(async () =>
      expect((await decisionLetters()).map((mail) => mail.subject)).toEqual([
        'Заморозка абонемента не подтверждена',
      ]),
    );
  });

  it('shows the server’s words when a colleague decided first, and the request leaves the list', async () => {
    await familyAsksToFreeze();
    const { user } = await showNotice('receptionist');
    await heading(1);
    // The owner approves it elsewhere; this screen has not heard yet.
    await signInAs('owner');
    const [request] = await callApi('freezeRequests');
    await callApi('freezeRequestDecide', { id: request?.id ?? 0, json: { approve: true } });

    await user.click(screen.getByRole('button', { name: /^Подтвердить заморозку/ }));

    expect(
      await screen.findByText(serverErrors.freezeRequestDecided, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Заявки на заморозку/ })).toBeNull());
  });

  it('shows nothing to a teacher, nor when nothing waits; the accountant and the owner see it', async () => {
    const teacher = await showNotice('teacher');
    // Nothing is asked or shown: give a stray request the time to arrive, then look.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(teacher.queryClient.getQueryState(freezeRequestQueries.pending().queryKey)?.status).not.toBe(
      'success',
    );
    expect(screen.queryByRole('heading', { name: /Заявки на заморозку/ })).toBeNull();
    teacher.unmount();

    const desk = await showNotice('receptionist');
    await waitFor(() =>
      expect(desk.queryClient.getQueryState(freezeRequestQueries.pending().queryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: /Заявки на заморозку/ })).toBeNull();
    desk.unmount();

    await familyAsksToFreeze();
    const accountant = await showNotice('accountant');
    expect(await heading(1)).toBeVisible();
    accountant.unmount();
    await showNotice('owner');
    expect(await heading(1)).toBeVisible();
  });
});

describe('where the requests are shown', { timeout: 60_000 }, () => {
  it.each([
    ['receptionist', '/schedule'],
    ['accountant', '/finances'],
  ] as const)('the %s finds them on %s', async (role, path) => {
    await familyAsksToFreeze();
    await signInAs(role);
    renderApp(path);
    expect(
      await screen.findByRole('region', { name: 'Заявки на заморозку: 1' }, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
