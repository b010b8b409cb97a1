import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorMessage } from '@/ui/error-message';
import { TextField } from '@/ui/text-field';
import { schoolQueries } from '../api/school-queries';
import { useRemoveTelegramBot, useSaveTelegramBot } from '../api/use-telegram-bot-writes';
import { schoolTexts } from '../texts';
import styles from './cabinet-settings.module.css';
import { SettingsSection } from './settings-section';

const texts = schoolTexts.telegram;

/**
 * The school's own Telegram bot (docs/telegram.md), on the owner's school card: the token from @BotFather is checked
 * by Telegram and stored; the page only ever shows it masked.
 */
export function TelegramBotSection() {
  const bot = useQuery(schoolQueries.telegramBot());
  const [token, setToken] = useState('');
  const [confirming, setConfirming] = useState(false);
  const save = useSaveTelegramBot();
  const remove = useRemoveTelegramBot();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(token, { onSuccess: () => setToken('') });
  }

  return (
    <SettingsSection title={texts.title} intro={texts.intro} read={bot} loadFailed={texts.loadFailed}>
      {bot.data?.username && bot.data.token_masked && (
        <div className={styles.actions}>
          <p>
            {texts.connected(bot.data.username, bot.data.linked_chats)} {texts.masked(bot.data.token_masked)}
          </p>
          <Button disabled={remove.isPending} onClick={() => setConfirming(true)}>
            {texts.remove}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={texts.remove}
            message={texts.removeConfirm}
            confirmLabel={texts.remove}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              remove.mutate();
            }}
          />
        </div>
      )}
      {bot.data && (
        <form className={styles.form} onSubmit={handleSubmit}>
          <TextField
            label={texts.token}
            name="telegram-token"
            autoComplete="off"
            spellCheck={false}
            required
            value={token}
            onChange={(event) => setToken(event.target.value)}
          />
          {save.isError && <ErrorMessage>{toErrorMessage(save.error, 'schools')}</ErrorMessage>}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {save.isPending ? texts.saving : bot.data.username ? texts.replace : texts.save}
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
