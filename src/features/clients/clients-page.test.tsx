import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mockHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_PLACEHOLDER_NAME, demoCabinet, serverErrors } from '@/contract';
import { useSelectedGroupStore } from '@/features/groups/selected-group-store';
import { callApi } from '@/lib/http';
import { gridCell, gridRow, gridRowNames } from '@/test/grid';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';

afterEach(() => useSelectedGroupStore.setState({ selected: {} }));

async function openClients(tab = 'Все') {
  await signInAs('manager');
  const view = renderApp('/clients');
  const grid = await screen.findByRole('grid', { name: 'Клиенты' });
  await view.user.click(await screen.findByRole('tab', { name: tab }));
  await waitFor(() => expect(gridRowNames(grid).length).toBeGreaterThan(0));
  return { ...view, grid };
}

async function storedClient(name: string) {
  const data = await callApi('clientsWhere', { json: {} });
  return data.find((client) => client.name === name);
}

describe('the clients page', () => {
  it('places a created client first, in the group being viewed', async () => {
    const { user, grid } = await openClients('Взрослые ученики');

    await user.click(screen.getByText('Добавить', { selector: 'button' }));
    await user.keyboard('{Enter}'); // the default name

    await waitFor(() => expect(gridRowNames(grid)[0]).toBe(CLIENT_PLACEHOLDER_NAME));
    await waitFor(async () =>
      expect((await storedClient(CLIENT_PLACEHOLDER_NAME))?.groups.map((group) => group.name)).toEqual([
        'Взрослые ученики',
      ]),
    );
  });

  it('saves a phone and a contact edited in place', async () => {
    const { user, grid } = await openClients();
    const row = gridRow(grid, 'Иванова Мария Олеговна');

    await user.dblClick(within(row).getByRole('button', { name: '+7 (921) 743-89-69' }));
    const phone = within(row).getByRole('textbox', { name: 'Телефон: Иванова Мария Олеговна' });
    await user.clear(phone);
    await user.type(phone, '9210001122{Enter}');
    await user.dblClick(within(row).getByRole('button', { name: 'ВКонтакте' }));
    await user.keyboard('Звонить после 19:00{Enter}');

    await waitFor(async () =>
      expect(await storedClient('Иванова Мария Олеговна')).toMatchObject({
        phone: '+7 (921) 000-11-22',
        contact: 'Звонить после 19:00',
      }),
    );
  });

  it('saves an email edited in place, and takes back one another client has, with the server’s words', async () => {
    const { user, grid } = await openClients();
    const email = () => gridCell(grid, gridRow(grid, 'Иванова Мария Олеговна'), 'Email');

    await user.dblClick(within(email()).getByRole('button', { name: '—' }));
    await user.keyboard('Maria.Ivanova@Mail.ru{Enter}');

    // Stored as the server keeps addresses: lower-case.
    await waitFor(async () =>
      expect((await storedClient('Иванова Мария Олеговна'))?.email).toBe('maria.ivanova@mail.ru'),
    );
    await waitFor(() => expect(email()).toHaveTextContent('maria.ivanova@mail.ru'));

    // An address another client of the school has: 409 with the server's words, and the cell as stored.
    mockServer.use(
      mockHttp.patch('*/api/clients/update/:id', () =>
        HttpResponse.json({ message: serverErrors.cabinetEmailTaken }, { status: 409 }),
      ),
    );
    const taken = () => gridCell(grid, gridRow(grid, 'Козлова Амира Андреевна'), 'Email');
    await user.dblClick(within(taken()).getByRole('button', { name: '—' }));
    await user.keyboard(`${demoCabinet.family}{Enter}`);

    expect(await screen.findByText(serverErrors.cabinetEmailTaken)).toBeInTheDocument();
    await waitFor(() => expect(within(taken()).getByRole('button', { name: '—' })).toBeInTheDocument());
    expect((await storedClient('Козлова Амира Андреевна'))?.email).toBeNull();
  });

  it('lists the client’s students in the expanded row', async () => {
    const { user, grid } = await openClients();

    await user.click(
      within(gridRow(grid, 'Галиева Виктория Олеговна')).getByRole('button', { name: /^Подробнее/ }),
    );

    const students = within(grid).getByRole('region', { name: 'Ученики клиента Галиева Виктория Олеговна' });
    expect(students).toHaveTextContent('Галиева Варвара');
    expect(students).toHaveTextContent('Мама');
    expect(students).toHaveTextContent('платит');
  });

  it('keeps the groups on screen when an update answers without them', async () => {
    mockServer.use(
      mockHttp.patch('*/api/clients/update/:id', async ({ request, params }) => {
        const stored = await storedClient('Михайлов Даниил Олегович');
        const changes = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          ...stored,
          ...changes,
          id: Number(params.id),
          groups: undefined,
          group_id: null,
        });
      }),
    );
    const { user, grid } = await openClients('Взрослые ученики');

    await user.dblClick(
      within(gridRow(grid, 'Михайлов Даниил Олегович')).getByRole('button', {
        name: 'Михайлов Даниил Олегович',
      }),
    );
    await user.keyboard('Михайлов Даниил{Enter}');

    await waitFor(() => expect(gridRowNames(grid)).toContain('Михайлов Даниил'));
    expect(within(gridRow(grid, 'Михайлов Даниил')).getByText('Взрослые ученики')).toBeInTheDocument();
  });

  it('takes back a refused edit and shows the reason', async () => {
    mockServer.use(
      mockHttp.patch('*/api/clients/update/:id', () =>
        HttpResponse.json({ message: 'Клиент не сохранён' }, { status: 500 }),
      ),
    );
    const { user, grid } = await openClients();

    await user.dblClick(
      within(gridRow(grid, 'Козлова Амира Андреевна')).getByRole('button', { name: 'Telegram' }),
    );
    await user.keyboard('WhatsApp{Enter}');

    expect(await screen.findByText('Клиент не сохранён')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(gridRow(grid, 'Козлова Амира Андреевна')).getByRole('button', { name: 'Telegram' }),
      ).toBeInTheDocument(),
    );
  });

  it('removes a client after a confirmation', async () => {
    const { user, grid } = await openClients();

    await user.click(
      within(gridRow(grid, 'Сафина Лейла Ринатовна')).getByRole('button', { name: /^Удалить клиента/ }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить клиента?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );

    await waitFor(() => expect(gridRowNames(grid)).not.toContain('Сафина Лейла Ринатовна'));
    expect(await storedClient('Сафина Лейла Ринатовна')).toBeUndefined();
  });
});
