import { type EndpointDefinition, objectFields, serverErrors } from '../../../src/contract/index.ts';
import { badRequest } from './errors.ts';

/**
 * What a PATCH/PUT body may hold: the fields the endpoint changes, and fields of the row it answers with, which
 * are read-only and dropped (a spec client sends whole rows back: `created_at`, `status_name`). A body of only
 * read-only fields changes nothing and the endpoint answers the row as it is. Anything else — no field at all, or a
 * field the resource does not have — answers 400 saying so. Built once per endpoint, applied to every request.
 */
export function changedFieldsFilter(endpoint: EndpointDefinition): (body: unknown) => unknown {
  const editable = new Set(objectFields(endpoint.body));
  const readable = new Set(objectFields(endpoint.answer));
  return (body) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    const sent = Object.keys(body);
    if (sent.length === 0) throw badRequest(serverErrors.nothingToUpdate);
    const unknown = sent.find((field) => !editable.has(field) && !readable.has(field));
    if (unknown !== undefined) throw badRequest(serverErrors.unknownField(unknown));
    return Object.fromEntries(Object.entries(body).filter(([field]) => editable.has(field)));
  };
}
