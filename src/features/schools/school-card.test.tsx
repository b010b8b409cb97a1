import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoOwner } from '@/contract';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';

async function openSchoolCard(role: 'owner' | 'teacher') {
  await signInAs(role);
  const view = renderApp('/profile');
  const card = await screen.findByRole('region', { name: 'Школа' });
  await within(card).findByText(demoOwner.school.name);
  return { ...view, card };
}

describe('the school card on the profile', () => {
  it("shows the school's name, city, email and phone", async () => {
    const { card } = await openSchoolCard('teacher');

    expect(within(card).getByText(demoOwner.school.city ?? '')).toBeInTheDocument();
    expect(within(card).getByText(demoOwner.school.email ?? '')).toBeInTheDocument();
    expect(within(card).getByText(demoOwner.school.phone ?? '')).toBeInTheDocument();
  });

  it('is read-only for staff', async () => {
    const { card } = await openSchoolCard('teacher');

    expect(within(card).queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  });

  it('lets the owner rename the school and shows the new name after saving', async () => {
    const { card, user } = await openSchoolCard('owner');

    await user.click(within(card).getByRole('button', { name: 'Изменить' }));
    const name = within(card).getByLabelText('Название');
    await user.clear(name);
    await user.type(name, 'Школа танца «Грация-Люкс»');
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));

    expect(await within(card).findByText('Школа танца «Грация-Люкс»')).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("keeps the form open and shows the server's message when saving fails", async () => {
    const { card, user } = await openSchoolCard('owner');
    mockServer.use(
      http.patch('*/api/schools/update/:id', () =>
        HttpResponse.json({ message: 'Поле «Название школы»: заполните' }, { status: 400 }),
      ),
    );

    await user.click(within(card).getByRole('button', { name: 'Изменить' }));
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Поле «Название школы»: заполните');
    expect(within(card).getByLabelText('Название')).toHaveValue(demoOwner.school.name);
  });

  it('is not shown to the platform admin, who has no school', async () => {
    await signInAs('admin');
    renderApp('/profile');

    expect(await screen.findByRole('region', { name: 'Учётная запись' })).toHaveTextContent(
      'Администратор платформы',
    );
    expect(screen.queryByRole('region', { name: 'Школа' })).not.toBeInTheDocument();
  });
});
