import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBaseQueryClient } from '@/app/base-query-client';
import { serverErrors } from '@/contract';
import { callApi } from '@/lib/http';
import { signInAs } from '@/test/sessions';
import { mockClock } from '../../mocks/node';
import { JoinApp } from './app';

// The school's public trial form in the browser, over the mock host (the server's own app): a visitor picks a lesson
// of the demo school, fills the form in and sees where they are expected; the lead reaches the staff with the marks
// of the link. The server decides how long filling in took, by the tests' clock (Monday 2 March 2026, midday).

const START = '2026-03-02T09:00:00.000Z';

async function demoCode(): Promise<string> {
  await signInAs('owner');
  return (await callApi('joinFormSettings')).code;
}

function renderJoin(pathname: string, search = '') {
  const queryClient = createBaseQueryClient({ queries: { retry: false } });
  const user = userEvent.setup();
  return { ...render(<JoinApp queryClient={queryClient} location={{ pathname, search }} />), user };
}

async function fillIn(view: ReturnType<typeof renderJoin>, phone: string) {
  const [lesson] = (await screen.findAllByRole('radio', { name: /Свободно мест/ })).filter(
    (radio) => !(radio as HTMLInputElement).disabled,
  );
  if (!lesson) throw new Error('No lesson to choose');
  await view.user.click(lesson);
  await view.user.type(screen.getByLabelText('Имя'), 'Анна Лебедева');
  await view.user.type(screen.getByLabelText('Телефон'), phone);
  await view.user.click(screen.getByRole('checkbox', { name: /152-ФЗ/ }));
}

describe('the public trial form', { timeout: 60_000 }, () => {
  beforeEach(() => mockClock.set(START));
  afterEach(() => mockClock.set(START));

  it('signs a visitor up and passes the link’s marks on to the lead', async () => {
    const code = await demoCode();
    const view = renderJoin(`/join/${code}`, '?utm_source=vk&utm_campaign=autumn');
    expect(await screen.findByText('Школа танца «Грация»')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Запись на пробное занятие', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Хип-хоп 7–10 лет' })).toBeInTheDocument();
    await fillIn(view, '9165550177');
    mockClock.advance(4000);
    await view.user.click(screen.getByRole('button', { name: 'Записаться' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Вы записаны на пробное занятие: группа «/);

    const lead = (await callApi('leadsWhere', { json: {} })).find(
      (row) => row.phone === '+7 (916) 555-01-77',
    );
    expect(lead).toMatchObject({
      name: 'Анна Лебедева',
      source_name: 'Сайт',
      utm_source: 'vk',
      utm_medium: null,
      utm_campaign: 'autumn',
    });
  });

  it('asks for the whole phone before sending', async () => {
    const view = renderJoin(`/join/${await demoCode()}`);
    await fillIn(view, '91655');
    await view.user.click(screen.getByRole('button', { name: 'Записаться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите телефон полностью');
  });

  it('shows the server’s refusal of a form sent a second after the page loaded', async () => {
    const view = renderJoin(`/join/${await demoCode()}`);
    await fillIn(view, '9165550178');
    mockClock.advance(1000);
    await view.user.click(screen.getByRole('button', { name: 'Записаться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(serverErrors.joinTooFast);
    expect(screen.getByRole('button', { name: 'Записаться' })).toBeEnabled();
  });

  it('says so when the link leads nowhere', async () => {
    renderJoin('/join/no-such-form');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(serverErrors.joinFormNotFound));
    expect(screen.queryByRole('button', { name: 'Записаться' })).not.toBeInTheDocument();
  });
});
