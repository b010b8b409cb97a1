import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { LEAD_PLACEHOLDER_NAME } from '@/contract';
import { gridRow, gridRowNames } from '@/test/grid';
import { holdResponse } from '@/test/held-response';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import { addButton, buildLead, leadRowGroup, openLeads, storedLead } from './testing';

let alertSpy: MockInstance<typeof window.alert>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

function refuse(method: 'post' | 'patch', path: string, message: string, held = holdResponse<void>()) {
  mockServer.use(
    http[method](`*/api/${path}`, async () => {
      await held.answered;
      return HttpResponse.json({ message }, { status: 500 });
    }),
  );
  return held;
}

describe('lead failures', () => {
  it('show a refused edit at once, then take it back and say why in an alert', async () => {
    const held = refuse('patch', 'leads/update/:id', 'База данных недоступна');
    const { user, grid } = await openLeads();
    const row = gridRow(grid, 'Закирова Таисия');

    await user.dblClick(within(row).getByRole('button', { name: '+7 (990) 522-63-53' }));
    const input = screen.getByRole('textbox', { name: 'Телефон: Закирова Таисия' });
    await user.clear(input);
    await user.type(input, '9001112233{Enter}');
    expect(within(row).getByRole('button', { name: '+7 (900) 111-22-33' })).toBeInTheDocument();
    held.release();

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('База данных недоступна'));
    expect(
      within(gridRow(grid, 'Закирова Таисия')).getByRole('button', { name: '+7 (990) 522-63-53' }),
    ).toBeInTheDocument();
    expect((await storedLead('Закирова Таисия'))?.phone).toBe('+7 (990) 522-63-53');
  });

  it('say «server error» when a refusal carries no message', async () => {
    mockServer.use(http.patch('*/api/leads/update/:id', () => new HttpResponse(null, { status: 502 })));
    const { user, grid } = await openLeads();

    await user.dblClick(
      within(gridRow(grid, 'Закирова Таисия')).getByRole('button', { name: 'Закирова Таисия' }),
    );
    await user.keyboard('Таисия Закирова{Enter}');

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('server error'));
    expect(gridRowNames(grid)).toContain('Закирова Таисия');
  });

  it('take back a refused new lead with an alert', async () => {
    const held = refuse('post', 'leads/create', 'Не удалось создать лида');
    const { user, grid } = await openLeads();

    await user.click(addButton());
    await user.keyboard('{Enter}'); // the default name
    await waitFor(() => expect(gridRowNames(grid)[0]).toBe(LEAD_PLACEHOLDER_NAME));
    held.release();

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Не удалось создать лида'));
    expect(gridRowNames(grid)).not.toContain(LEAD_PLACEHOLDER_NAME);
  });

  it('put a refused removal back with a visible message', async () => {
    mockServer.use(
      http.delete('*/api/leads/delete/:id', () =>
        HttpResponse.json({ message: 'Лид занят' }, { status: 409 }),
      ),
    );
    const { user, grid } = await openLeads();

    await user.click(within(gridRow(grid, 'Петрова Амира')).getByRole('button', { name: /^Удалить лида/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить лида?' })).getByRole('button', { name: 'Удалить' }),
    );

    expect(await screen.findByText('Лид занят')).toBeInTheDocument();
    await waitFor(() => expect(gridRowNames(grid)).toContain('Петрова Амира'));
  });

  it('show the reason when the leads do not load', async () => {
    mockServer.use(
      http.post('*/api/leads/getallwhere', () =>
        HttpResponse.json({ message: 'Сервер перегружен' }, { status: 503 }),
      ),
    );
    await signInAs('manager');
    renderApp('/leads');

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Сервер перегружен');
  });

  it('say so above the table when the statuses do not load, and keep the table working', async () => {
    mockServer.use(
      http.post('*/api/statuses/getallwhere', () =>
        HttpResponse.json({ message: 'Статусы недоступны' }, { status: 503 }),
      ),
    );
    const { grid } = await openLeads();

    expect(
      await screen.findByText('Списки для выбора не загрузились: Статусы недоступны'),
    ).toBeInTheDocument();
    expect(gridRowNames(grid).length).toBeGreaterThan(0);
  });
});

describe('merging what the server answers', () => {
  it('order ids sent as strings by their numbers', async () => {
    mockServer.use(
      http.post('*/api/leads/getallwhere', () =>
        HttpResponse.json([
          {
            ...buildLead({ id: 9, name: 'Девятый' }),
            id: '9',
            source_id: '1',
            status_id: '1',
            school_id: '1',
          },
          {
            ...buildLead({ id: 10, name: 'Десятый' }),
            id: '10',
            source_id: '1',
            status_id: '1',
            school_id: '1',
          },
        ]),
      ),
    );
    const { grid } = await openLeads();

    expect(gridRowNames(grid)).toEqual(['Десятый', 'Девятый']);
  });

  it('keep the status and source when the answer carries no new id, and the author when it names nobody', async () => {
    await signInAs('manager');
    const stored = await storedLead('Закирова Таисия');
    mockServer.use(
      http.patch('*/api/leads/update/:id', () =>
        HttpResponse.json({
          ...stored,
          name: 'Таисия Закирова',
          status_id: null,
          status_name: null,
          source_id: null,
          source_name: null,
          created_by: null,
        }),
      ),
    );
    const { user, grid } = await openLeads();

    await user.dblClick(
      within(gridRow(grid, 'Закирова Таисия')).getByRole('button', { name: 'Закирова Таисия' }),
    );
    await user.keyboard('Таисия Закирова{Enter}');

    const row = await waitFor(() => gridRow(grid, 'Таисия Закирова'));
    expect(within(row).getByText('В обработке')).toBeInTheDocument();
    expect(within(row).getByText('Сайт')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Подробнее/ }));
    expect(
      within(leadRowGroup(grid, 'Таисия Закирова')).getByText('Гарипова Алсу Ринатовна'),
    ).toBeInTheDocument();
  });
});
