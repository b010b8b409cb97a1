import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoOwner } from '@/contract';
import { callApi } from '@/lib/http';
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
    // The details again, not the form (the cabinet's settings below keep their own fields).
    expect(within(card).queryByRole('textbox', { name: 'Название' })).not.toBeInTheDocument();
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

  it('lets the owner set the cabinet: the cut-off, how freezes go, and an offer text that is a new version', async () => {
    const { card, user } = await openSchoolCard('owner');
    const before = await callApi('cabinetSettings');
    const cabinet = await within(card).findByRole('region', { name: 'Личный кабинет' });
    const cutoff = await within(cabinet).findByLabelText('«Не придём» — не позже чем за минут до занятия');
    expect(cutoff).toHaveValue(before.cutoff_minutes);
    expect(cabinet).toHaveTextContent(
      before.offer_version > 0 ? `Действует версия ${before.offer_version}` : 'Оферта ещё не опубликована',
    );

    await user.clear(cutoff);
    await user.type(cutoff, '90');
    expect(cabinet).toHaveTextContent('Сейчас: за 1 ч 30 мин до начала');
    await user.selectOptions(within(cabinet).getByLabelText('Заморозка абонемента из кабинета'), 'request');
    const offer = within(cabinet).getByLabelText('Текст оферты');
    await user.clear(offer);
    await user.type(offer, 'Договор оферты школы танца «Грация», редакция 2026 года');
    await user.click(within(cabinet).getByRole('button', { name: 'Сохранить настройки кабинета' }));

    expect(await screen.findByText('Настройки личного кабинета сохранены')).toBeInTheDocument();
    expect(await callApi('cabinetSettings')).toEqual({
      cutoff_minutes: 90,
      freeze_mode: 'request',
      offer_text: 'Договор оферты школы танца «Грация», редакция 2026 года',
      offer_version: before.offer_version + 1,
    });
    expect(cabinet).toHaveTextContent(`Действует версия ${before.offer_version + 1}`);
  });

  it('says in Russian why a cut-off cannot be saved, and sends nothing', async () => {
    const { card, user } = await openSchoolCard('owner');
    const before = await callApi('cabinetSettings');
    const cabinet = await within(card).findByRole('region', { name: 'Личный кабинет' });
    const cutoff = await within(cabinet).findByLabelText('«Не придём» — не позже чем за минут до занятия');

    await user.clear(cutoff);
    await user.type(cutoff, '20000');
    await user.click(within(cabinet).getByRole('button', { name: 'Сохранить настройки кабинета' }));

    expect(within(cabinet).getByRole('alert')).toHaveTextContent(
      'Укажите целое число минут: от 0 до 10 080 (неделя)',
    );
    expect(cutoff).toHaveAttribute('aria-invalid', 'true');
    expect(await callApi('cabinetSettings')).toEqual(before);
  });

  it("shows the server's message when the cabinet's settings are refused", async () => {
    const { card, user } = await openSchoolCard('owner');
    const cabinet = await within(card).findByRole('region', { name: 'Личный кабинет' });
    mockServer.use(
      http.patch('*/api/schools/cabinet-settings', () =>
        HttpResponse.json({ message: 'Поле «Текст оферты» слишком длинное' }, { status: 400 }),
      ),
    );

    await user.click(await within(cabinet).findByRole('button', { name: 'Сохранить настройки кабинета' }));

    expect(await within(cabinet).findByRole('alert')).toHaveTextContent(
      'Поле «Текст оферты» слишком длинное',
    );
  });

  it("does not show staff the cabinet's settings", async () => {
    const { card } = await openSchoolCard('teacher');

    expect(within(card).queryByRole('region', { name: 'Личный кабинет' })).not.toBeInTheDocument();
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
