import type { EndpointAnswer, EndpointInput } from '@/contract';
import { type CabinetEndpointName, cabinetRoutes } from '@/contract/cabinet-routes';
import { sendCall } from '@/lib/http-client';

/**
 * Calls one of the family's endpoints: method and path from the cabinet's table (cabinet-routes.ts), through the
 * client the staff's calls share. The answer is taken as the server wrote it, unchecked: the schemas that would
 * check it — and zod with them — would be most of the weight of the cabinet's first page on a parent's phone, and
 * the server builds every answer from those very schemas (the contract suite runs them on both hosts).
 */
export async function callCabinet<Name extends CabinetEndpointName>(
  name: Name,
  call: { id?: number; json?: EndpointInput<Name> } = {},
): Promise<EndpointAnswer<Name>> {
  const response = await sendCall(name, cabinetRoutes[name], call);
  return response.json<EndpointAnswer<Name>>();
}
