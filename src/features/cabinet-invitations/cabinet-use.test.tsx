import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { type CabinetUse as CabinetUseAnswer, demoCabinet, serverErrors } from '@/contract';
import { callApi } from '@/lib/http';
import { holdResponse } from '@/test/held-response';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import type { CabinetPerson } from './api/cabinet-use-queries';
import { CabinetUse } from './components/cabinet-use';

// The block a client's or student's card shows the staff: how the person uses the parents' cabinet, and
// «Пригласить в кабинет» (docs/cabinet.md). The demo's family address is Морозова Ева Сергеевна's.

const invitesSent: string[] = [];

afterEach(() => {
  mockServer.events.removeAllListeners();
  invitesSent.length = 0;
});

async function clientId(name: string): Promise<number> {
  const client = (await callApi('clientsWhere', { json: {} })).find((row) => row.name === name);
  if (!client) throw new Error(`No client ${name}`);
  return client.id;
}

async function openBlock(person: CabinetPerson) {
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/cabinet-invitations/create')) invitesSent.push(request.url);
  });
  const view = renderWithQuery(<CabinetUse person={person} />);
  const invite = await screen.findByRole('button', { name: 'Пригласить в кабинет' });
  return { ...view, invite };
}

describe('the cabinet block on a card', () => {
  it('invites once however quickly it is pressed, says where the letter went and when', async () => {
    await signInAs('manager');
    const { user, invite } = await openBlock({
      kind: 'client',
      id: await clientId('Морозова Ева Сергеевна'),
    });
    expect(screen.getByText(`Email: ${demoCabinet.family}`)).toBeInTheDocument();
    expect(screen.getByText('Ещё не входил(а)')).toBeInTheDocument();
    expect(screen.queryByText(/^Приглашение отправлено/)).not.toBeInTheDocument();

    await user.dblClick(invite);

    expect(
      await screen.findByText(`Приглашение отправлено на ${demoCabinet.family}`, {
        selector: '[data-title]',
      }),
    ).toBeInTheDocument();
    // The tests' clock: Monday 2 March 2026, midday in Moscow (mocks/node.ts).
    expect(await screen.findByText('Приглашение отправлено 02.03.2026')).toBeInTheDocument();
    expect(invitesSent).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Пригласить в кабинет' })).toBeEnabled();
  });

  it('is disabled while the invitation is on its way', async () => {
    await signInAs('owner');
    const held = holdResponse<void>();
    const id = await clientId('Морозова Ева Сергеевна');
    const use = await callApi('cabinetUse', { json: { client_id: id } });
    mockServer.use(
      http.post('*/api/cabinet-invitations/create', async () => {
        await held.answered;
        return HttpResponse.json(use);
      }),
    );
    const { user, invite } = await openBlock({ kind: 'client', id });

    await user.click(invite);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Отправка...' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Отправка...' }));
    held.release();
    await screen.findByText(`Приглашение отправлено на ${demoCabinet.family}`, { selector: '[data-title]' });
    expect(invitesSent).toHaveLength(1);
  });

  it('shows the server’s words when the person has no email', async () => {
    await signInAs('manager');
    const { user, invite } = await openBlock({
      kind: 'client',
      id: await clientId('Иванова Мария Олеговна'),
    });
    expect(screen.getByText(/^Email не указан/)).toBeInTheDocument();

    await user.click(invite);

    expect(await screen.findByText(serverErrors.cabinetNoEmail)).toBeInTheDocument();
    expect(screen.queryByText(/^Приглашение отправлено/)).not.toBeInTheDocument();
  });

  it('lets the front desk invite from a student: their own address, else their parents’', async () => {
    await signInAs('receptionist');
    const students = await callApi('studentsAll', { json: {} });
    const child = students.find((student) => student.name === 'Морозова Вероника');
    if (!child) throw new Error('No demo student Морозова Вероника');
    const { user, invite } = await openBlock({ kind: 'student', id: child.id });
    expect(screen.getByText(`Email: ${demoCabinet.family}`)).toBeInTheDocument();

    await user.click(invite);

    expect(
      await screen.findByText(`Приглашение отправлено на ${demoCabinet.family}`, {
        selector: '[data-title]',
      }),
    ).toBeInTheDocument();
  });

  it('shows the sign-in, the accepted offer and the consent in the school’s time', async () => {
    await signInAs('manager');
    const cabinet: CabinetUseAnswer = {
      // 21:30 UTC on 1 March is half past midnight on 2 March in Moscow, the demo school's zone.
      signed_in_at: '2026-03-01T21:30:00.000Z',
      offer_version: 3,
      personal_data_at: '2026-03-01T21:35:00.000Z',
      invited_at: '2026-02-27T08:00:00.000Z',
    };
    mockServer.use(
      http.post('*/api/cabinet-invitations/status', () =>
        HttpResponse.json({ emails: [demoCabinet.family], cabinet }),
      ),
    );
    await openBlock({ kind: 'client', id: await clientId('Морозова Ева Сергеевна') });

    const lines = within(screen.getByRole('list'));
    expect(lines.getByText('Входил(а): 02.03.2026 00:30')).toBeInTheDocument();
    expect(lines.getByText('Принял(а) оферту, версия 3')).toBeInTheDocument();
    expect(lines.getByText('Согласие на обработку персональных данных: 02.03.2026')).toBeInTheDocument();
    expect(lines.getByText('Приглашение отправлено 27.02.2026')).toBeInTheDocument();
  });
});
