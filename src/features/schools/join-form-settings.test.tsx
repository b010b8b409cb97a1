import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

// The school's public trial form on the owner's school card (docs/join-form.md), over the mock host: its link and the
// snippet for the school's site, a new link after a confirmation, and the consent text.

const section = () => screen.findByRole('region', { name: 'Запись на пробное с сайта' });

describe('the school’s trial form settings', { timeout: 30_000 }, () => {
  it('shows the link and the embed, and changes the link after a confirmation', async () => {
    await signInAs('owner');
    const { user } = renderApp('/profile');
    const form = await section();
    const link = (await within(form).findByLabelText('Ссылка на форму')) as HTMLInputElement;
    expect(link.value).toMatch(/\/join\/[a-z2-9]{12}$/);
    const before = link.value;
    expect((within(form).getByLabelText('Код для сайта') as HTMLTextAreaElement).value).toContain(
      `<iframe src="${before}" title="Запись на пробное занятие"`,
    );

    await user.click(within(form).getByRole('button', { name: 'Сменить ссылку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сменить ссылку' });
    expect(dialog).toHaveTextContent('перестанут работать');
    await user.click(within(dialog).getByRole('button', { name: 'Сменить ссылку' }));
    expect(await screen.findByText('Ссылка сменилась')).toBeInTheDocument();
    await expect.poll(() => link.value).not.toBe(before);
  });

  it('keeps the owner’s consent text, and an empty one brings the default back', async () => {
    await signInAs('owner');
    const { user } = renderApp('/profile');
    const form = await section();
    const consent = (await within(form).findByLabelText(
      'Текст согласия на обработку персональных данных',
    )) as HTMLTextAreaElement;
    expect(consent.value).toContain('152-ФЗ');
    expect(within(form).getByText(/Сейчас — текст по умолчанию/)).toBeInTheDocument();
    await user.clear(consent);
    await user.type(consent, 'Согласен на обработку моих данных школой.');
    await user.click(within(form).getByRole('button', { name: 'Сохранить текст согласия' }));
    expect(await within(form).findByText(/Сейчас — ваш текст/)).toBeInTheDocument();
    await user.clear(consent);
    await user.click(within(form).getByRole('button', { name: 'Сохранить текст согласия' }));
    expect(await within(form).findByText(/Сейчас — текст по умолчанию/)).toBeInTheDocument();
    expect(consent.value).toContain('152-ФЗ');
  });

  it('keeps a consent text being typed when the link changes', async () => {
    await signInAs('owner');
    const { user } = renderApp('/profile');
    const form = await section();
    const consent = (await within(form).findByLabelText(
      'Текст согласия на обработку персональных данных',
    )) as HTMLTextAreaElement;
    await user.clear(consent);
    await user.type(consent, 'Черновик согласия');
    await user.click(within(form).getByRole('button', { name: 'Сменить ссылку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сменить ссылку' });
    await user.click(within(dialog).getByRole('button', { name: 'Сменить ссылку' }));
    expect(await screen.findByText('Ссылка сменилась')).toBeInTheDocument();
    expect(consent.value).toBe('Черновик согласия');
  });
});
