import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type ApiToken, apiTokenScopes } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { schoolQueries } from '../api/school-queries';
import { useCreateApiToken, useRevokeApiToken } from '../api/use-api-token-writes';
import { schoolTexts } from '../texts';
import styles from './cabinet-settings.module.css';
import { SettingsSection } from './settings-section';

const texts = schoolTexts.apiTokens;

/**
 * The school's API tokens (docs/api-tokens.md), on the owner's card: an integration's key with the actions it may
 * take, shown once when made; the list says who made each and when it was last used; a token can be revoked.
 */
export function ApiTokensSection() {
  const { zone } = useSchoolClock();
  const tokens = useQuery(schoolQueries.apiTokens());
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name, scopes },
      {
        onSuccess: () => {
          setName('');
          setScopes([]);
        },
      },
    );
  }

  return (
    <SettingsSection title={texts.title} intro={texts.intro} read={tokens} loadFailed={texts.loadFailed}>
      {create.data && (
        <Notice>
          {texts.shownOnce} <code>{create.data.token}</code>
        </Notice>
      )}
      {tokens.data && tokens.data.length > 0 && (
        <ul className={styles.rows}>
          {tokens.data.map((token) => (
            <li key={token.id} className={styles.row}>
              <span>
                <b>{token.name}</b> — {token.scopes.join(', ')}.{' '}
                {texts.madeBy(token.created_by_name, formatInstant(token.created_at, zone))}{' '}
                {token.last_used_at
                  ? texts.lastUsed(formatInstant(token.last_used_at, zone))
                  : texts.neverUsed}
              </span>
              <Button
                size="sm"
                aria-label={texts.revokeOf(token.name)}
                disabled={revoke.isPending}
                onClick={() => setRevoking(token)}
              >
                {texts.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={texts.revoke}
        message={revoking ? texts.revokeConfirm(revoking.name) : ''}
        confirmLabel={texts.revoke}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking !== null) revoke.mutate(revoking.id);
          setRevoking(null);
        }}
      />
      <form className={styles.form} onSubmit={handleSubmit}>
        <TextField
          label={texts.name}
          name="api-token-name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className={styles.cutoff}>
          <legend>{texts.scopes}</legend>
          {apiTokenScopes.map((scope) => (
            <label key={scope}>
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) =>
                  setScopes((chosen) =>
                    event.target.checked ? [...chosen, scope] : chosen.filter((item) => item !== scope),
                  )
                }
              />{' '}
              <code>{scope}</code>
            </label>
          ))}
        </fieldset>
        {create.isError && <ErrorMessage>{toErrorMessage(create.error, 'schools')}</ErrorMessage>}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending ? texts.creating : texts.create}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
