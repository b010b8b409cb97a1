import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES_LIST_LIMIT, messageChannels, messageKinds, messageStatuses } from '@/contract';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DateField } from '@/ui/date-field';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { messageError } from '../api/message-error';
import { messageQueries } from '../api/message-queries';
import {
  channelOptions,
  kindOptions,
  type MessageFilterValues,
  noMessageFilter,
  oneOf,
  statusOptions,
  toMessagesFilter,
} from '../message-filter';
import { messageTexts } from '../texts';
import { useDebouncedValue } from '../use-debounced-value';
import styles from './messages.module.css';
import { MessagesTable } from './messages-table';

const texts = messageTexts.log;
const SEARCH_PAUSE_MS = 300;

/** «Журнал»: the school's messages, newest first, narrowed by a search, kind, status, channel and days. */
export function MessageLog() {
  const [values, setValues] = useState(noMessageFilter);
  const change = (next: Partial<MessageFilterValues>) => setValues((current) => ({ ...current, ...next }));
  // A typed end before the start is not asked for: the list stays as it was until the dates make sense.
  const datesInOrder = !values.from || !values.to || values.from <= values.to;
  const [asked, setAsked] = useState(values);
  if (datesInOrder && asked !== values) setAsked(values);
  const search = useDebouncedValue(asked.search, SEARCH_PAUSE_MS);
  const filter = toMessagesFilter({ ...asked, search });
  // The rows of the last filter stay while the next one loads: no flash of a loader between keystrokes.
  const list = useQuery({ ...messageQueries.list(filter), placeholderData: keepPreviousData });

  return (
    <Card
      title={texts.title}
      actions={<Button onClick={() => setValues(noMessageFilter)}>{texts.reset}</Button>}
    >
      <div className={styles.filters}>
        <TextField
          label={texts.search}
          type="search"
          placeholder={texts.searchPlaceholder}
          value={values.search}
          onChange={(event) => change({ search: event.target.value })}
        />
        <SelectField
          label={texts.kind}
          value={values.kind}
          options={kindOptions}
          onChange={(event) => change({ kind: oneOf(messageKinds, event.target.value) })}
        />
        <SelectField
          label={texts.status}
          value={values.status}
          options={statusOptions}
          onChange={(event) => change({ status: oneOf(messageStatuses, event.target.value) })}
        />
        <SelectField
          label={texts.channel}
          value={values.channel}
          options={channelOptions}
          onChange={(event) => change({ channel: oneOf(messageChannels, event.target.value) })}
        />
        <DateField label={texts.from} value={values.from} onChange={(from) => change({ from })} />
        <DateField label={texts.to} value={values.to} onChange={(to) => change({ to })} />
      </div>
      {list.isPending && <Loader />}
      {list.isError && <ErrorMessage>{messageError(list.error)}</ErrorMessage>}
      {list.isSuccess && (
        <>
          <p className={styles.summary} aria-live="polite">
            {list.data.length >= MESSAGES_LIST_LIMIT
              ? texts.limited(MESSAGES_LIST_LIMIT)
              : texts.shown(list.data.length)}
          </p>
          <div className={styles.tableBox} aria-busy={list.isPlaceholderData || undefined}>
            <MessagesTable messages={list.data} />
          </div>
        </>
      )}
    </Card>
  );
}
