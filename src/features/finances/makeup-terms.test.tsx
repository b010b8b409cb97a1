import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '@/lib/http';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { TemplatesCard } from './components/templates-card';

// A template's make-up terms (docs/makeups.md): set with a new template, changed later on the card.

const templateNamed = async (name: string) =>
  (await callApi('subscriptionTemplatesAll')).find((template) => template.name === name);

describe('make-up terms of a pass template', () => {
  it('a new template takes its make-ups, days and direction rule', async () => {
    await signInAs('accountant');
    const { user } = renderWithQuery(<TemplatesCard />);
    const form = await screen.findByRole('form', { name: 'Новый шаблон' });
    await user.type(within(form).getByLabelText('Название'), 'Восемь с отработками');
    await user.type(within(form).getByLabelText('Цена, ₽'), '6400');
    // The days and the direction mean nothing without make-ups: they show once there are some.
    expect(within(form).queryByLabelText('Дней на отработку')).toBeNull();
    const allowed = within(form).getByLabelText(/Отработок за абонемент/);
    await user.clear(allowed);
    await user.type(allowed, '2');
    const days = within(form).getByLabelText('Дней на отработку');
    await user.clear(days);
    await user.type(days, '21');
    await user.click(within(form).getByRole('checkbox', { name: 'Только в группе того же направления' }));
    await user.click(within(form).getByRole('button', { name: 'Новый шаблон' }));

    await waitFor(async () =>
      expect(await templateNamed('Восемь с отработками')).toMatchObject({
        makeups_allowed: 2,
        makeup_days: 21,
        makeups_same_style: true,
      }),
    );
    expect(await screen.findByText(/отработок 2 за 21 дн\., то же направление/)).toBeInTheDocument();
  });

  it('an existing template’s terms change in its dialog', async () => {
    await signInAs('owner');
    const created = await callApi('subscriptionTemplateCreate', {
      json: { name: 'Без отработок', kind: 'visits', visits: 4, price: 300_000, validity_days: 30 },
    });
    const { user } = renderWithQuery(<TemplatesCard />);
    await user.click(await screen.findByRole('button', { name: 'Отработки: Без отработок' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отработки: Без отработок' });
    const allowed = within(dialog).getByLabelText(/Отработок за абонемент/);
    await user.clear(allowed);
    await user.type(allowed, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(async () => expect((await templateNamed('Без отработок'))?.makeups_allowed).toBe(1));
    expect((await templateNamed('Без отработок'))?.id).toBe(created.id);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
