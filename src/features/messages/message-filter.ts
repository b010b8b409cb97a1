import {
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
  type MessagesFilter,
  messageChannelLabels,
  messageChannels,
  messageKindLabels,
  messageKinds,
  messageStatuses,
  messageStatusLabels,
} from '@/contract';
import { messageTexts } from './texts';

/** The journal's filter as the form holds it: '' is «Все» (or no date). */
export type MessageFilterValues = {
  search: string;
  kind: '' | MessageKind;
  status: '' | MessageStatus;
  channel: '' | MessageChannel;
  from: string;
  to: string;
};

export const noMessageFilter: MessageFilterValues = {
  search: '',
  kind: '',
  status: '',
  channel: '',
  from: '',
  to: '',
};

const any = { value: '', label: messageTexts.log.any };
export const kindOptions = [
  any,
  ...messageKinds.map((kind) => ({ value: kind, label: messageKindLabels[kind] })),
];
export const statusOptions = [
  any,
  ...messageStatuses.map((status) => ({ value: status, label: messageStatusLabels[status] })),
];
export const channelOptions = [
  any,
  ...messageChannels.map((channel) => ({ value: channel, label: messageChannelLabels[channel] })),
];

/** One of the allowed values, or '' for anything else (a select only offers those). */
export function oneOf<T extends string>(allowed: readonly T[], value: string): '' | T {
  return allowed.find((candidate) => candidate === value) ?? '';
}

/** The body of POST /messages/getallwhere: only what is set. */
export function toMessagesFilter(values: MessageFilterValues): MessagesFilter {
  const search = values.search.trim();
  return {
    ...(search && { search }),
    ...(values.kind && { kind: values.kind }),
    ...(values.status && { status: values.status }),
    ...(values.channel && { channel: values.channel }),
    ...(values.from && { from: values.from }),
    ...(values.to && { to: values.to }),
  };
}
