import type { EndpointAnswer, EndpointInput } from '@/contract';
import { fillPath } from '@/contract/http';
import { type JoinEndpointName, joinRoutes } from '@/contract/join-routes';
import { http } from '@/lib/http-client';

/**
 * Calls one of the public form's endpoints for the school of `code`: method and path from the form's own table
 * (join-routes.ts), through the client the other apps share; the answer is taken as the server wrote it, so the
 * page loads no schema and no zod (docs/join-form.md).
 */
export async function callJoin<Name extends JoinEndpointName>(
  name: Name,
  code: string,
  json?: EndpointInput<Name>,
): Promise<EndpointAnswer<Name>> {
  const route = joinRoutes[name];
  const response = await http(fillPath(name, route.path, { code }), {
    method: route.method,
    ...(json !== undefined && { json }),
  });
  return response.json<EndpointAnswer<Name>>();
}
