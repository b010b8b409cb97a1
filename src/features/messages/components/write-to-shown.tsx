import type { MessageAudience } from '../api/message-queries';
import { messageTexts } from '../texts';
import { WriteButton } from './write-button';

/** The server takes at most this many students or clients in one message (the contract's audience). */
export const MAX_CHOSEN = 1000;

type WriteToShownProps = {
  /** The rows the table shows: its tab, narrowed by the search. */
  rows: readonly { id: number }[];
  /** What the rows are: students (their families are written to) or clients. */
  as: 'student_ids' | 'client_ids';
};

/**
 * «Написать» to the rows a people table shows (docs/messages.md): the spec fixes the tables' columns, so there is
 * no checkbox column to choose rows by; the tab and the search choose them. New rows not saved yet are left aside.
 * Disabled, saying why, when nothing is shown or more than the server takes.
 */
export function WriteToShown({ rows, as }: WriteToShownProps) {
  const ids = rows.filter((row) => row.id > 0).map((row) => row.id);
  const fits = ids.length > 0 && ids.length <= MAX_CHOSEN;
  const audience: MessageAudience | null = !fits
    ? null
    : as === 'student_ids'
      ? { student_ids: ids }
      : { client_ids: ids };
  return (
    <WriteButton
      audience={audience}
      title={messageTexts.write.chosenTitle}
      disabledReason={ids.length === 0 ? messageTexts.write.nobody : messageTexts.write.tooMany(MAX_CHOSEN)}
    />
  );
}
