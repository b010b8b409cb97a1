import { useCallback, useMemo } from 'react';
import type { Message } from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { VirtualTable } from '@/ui/virtual-table';
import { useResendMessage } from '../api/use-resend-message';
import { messageTexts } from '../texts';
import { buildMessageColumns } from './message-columns';
import { MessageDetails } from './message-details';

const texts = messageTexts.log;
const messageKey = (message: Message) => message.id;
const messageName = (message: Message) =>
  texts.rowName(message.subject, message.person_name ?? message.recipient);
const renderDetails = (message: Message) => <MessageDetails message={message} />;

/** The journal's rows, virtualized (500 rows scroll as 20); an opened row shows the message's whole text. */
export function MessagesTable({ messages }: { messages: readonly Message[] }) {
  const { zone } = useSchoolClock();
  const resend = useResendMessage();
  const { mutate } = resend;
  const resendingId = resend.isPending ? (resend.variables ?? null) : null;
  const handleResend = useCallback((message: Message) => mutate(message.id), [mutate]);
  const withResend = messages.some((message) => message.status === 'failed');
  const columns = useMemo(
    () => buildMessageColumns({ zone, onResend: handleResend, resendingId, withResend }),
    [zone, handleResend, resendingId, withResend],
  );
  return (
    <VirtualTable
      label={texts.tableLabel}
      rows={messages}
      columns={columns}
      rowKey={messageKey}
      rowName={messageName}
      renderDetails={renderDetails}
      empty={texts.empty}
    />
  );
}
