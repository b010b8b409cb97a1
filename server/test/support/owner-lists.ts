import { expect } from 'vitest';
import { can, type EndpointName, endpoints } from '../../../src/contract/index.ts';

/**
 * Every list of the endpoint table the owner may read: the GETs without a row id and the filters (a download — a
 * file, not a list — aside).
 */
export function ownerListNames(): EndpointName[] {
  const lists = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
    const endpoint = endpoints[name] as (typeof endpoints)[EndpointName] & {
      filter?: true;
      stream?: true;
      download?: true;
    };
    if (endpoint.stream || endpoint.download || endpoint.path.includes(':id')) return false;
    if (endpoint.access === 'public' || endpoint.access === 'cabinet') return false;
    if (endpoint.access !== 'session' && !can('owner', endpoint.access)) return false;
    return endpoint.method === 'GET' || endpoint.filter === true;
  });
  expect(lists.length).toBeGreaterThan(30);
  return lists;
}
