import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';

// The school's Telegram bot on the owner's school card (docs/telegram.md). Telegram itself is answered here by a
// handler speaking the Bot API's getMe; the server checks the token with it, and the page never shows it whole.

const TOKEN = '123456789:AAH-owner-pasted-this-token-from-bot00';

async function openSection() {
  await signInAs('owner');
  const view = renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Telegram-бот школы' });
  return { ...view, section };
}

describe('the school’s Telegram bot', { timeout: 30_000 }, () => {
  it('connects the bot Telegram knows and shows its token only masked', async () => {
    mockServer.use(
      http.post('https://api.telegram.org/bot:token/getMe', ({ params }) =>
        params.token === TOKEN
          ? HttpResponse.json({ ok: true, result: { id: 1, is_bot: true, username: 'gracia_dance_bot' } })
          : HttpResponse.json({ ok: false, error_code: 401, description: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const { section, user } = await openSection();
    await user.type(
      await within(section).findByLabelText('Токен бота'),
      '123456789:AAH-a-token-telegram-does-not-know-0',
    );
    await user.click(within(section).getByRole('button', { name: 'Подключить бота' }));
    expect(
      await within(section).findByText(
        'Telegram не принял токен: проверьте, что он скопирован от @BotFather целиком',
      ),
    ).toBeInTheDocument();

    const field = within(section).getByLabelText('Токен бота');
    await user.clear(field);
    await user.type(field, TOKEN);
    await user.click(within(section).getByRole('button', { name: 'Подключить бота' }));
    expect(
      await within(section).findByText(/Подключён @gracia_dance_bot\. Чатов родителей: 0\./),
    ).toBeInTheDocument();
    expect(within(section).getByText(/Токен: 123456789:…ot00/)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(document.body.textContent).not.toContain('AAH-owner-pasted');
  });
});
