import { type QueryFunctionContext, replaceEqualDeep } from '@tanstack/react-query';
import type { EndpointAnswer, EndpointInput, EndpointName } from '@/contract';
import { callConditional } from './http';

// A conditional list's tag rides on its cached answer as a hidden property, so the query cache is the one place
// that holds both: the body is kept once, and when the cache lets it go (a logout clears every query but the
// session) the tag goes with it — a new session is never answered from the previous one's. A list changed on the
// screen is a new array without a tag, so a body the server never sent is never offered to it as unchanged.
const TAG = Symbol('list tag');

function tagOf(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null ? (data as { [TAG]?: string })[TAG] : undefined;
}

function withTag<Data>(data: Data, tag: string | undefined): Data {
  if (tag !== undefined && typeof data === 'object' && data !== null)
    Object.defineProperty(data, TAG, { value: tag, configurable: true, writable: true });
  return data;
}

type ListCall<Name extends EndpointName> = { json: EndpointInput<Name> };

/**
 * The query function of a conditional list (docs/api.md, «Условные списки») and the structural sharing that keeps
 * its tag: the request carries the tag of the cached answer, a 304 returns that very answer (nothing re-renders),
 * and a fresh answer is shaped (sorted) and cached with its tag. An equal fresh answer keeps the cached rows, as
 * TanStack Query does, and takes the new tag.
 */
export function conditionalList<Name extends EndpointName, Data>(
  name: Name,
  call: ListCall<Name>,
  shape: (answer: EndpointAnswer<Name>) => Data,
) {
  return {
    queryFn: async ({ client, queryKey }: QueryFunctionContext): Promise<Data> => {
      const cached = client.getQueryData<Data>(queryKey);
      const reply = await callConditional(name, call, tagOf(cached));
      // Only a tag gets a 304, and only a cached answer has one.
      if (reply.unchanged) return cached as Data;
      return withTag(shape(reply.answer), reply.tag);
    },
    structuralSharing: (previous: unknown, next: unknown): unknown =>
      withTag(replaceEqualDeep(previous, next), tagOf(next)),
  };
}
