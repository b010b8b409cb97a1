import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, type EndpointDefinition, endpoints } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';

// The OpenAPI document (docs/api-tokens.md) is made from the endpoint table: valid OpenAPI 3.1 by a validator
// library, and every endpoint of the table is in it with its method, access and schemas.

type Operation = { operationId: string; description: string; security: unknown[]; requestBody?: unknown };

describe('the OpenAPI document', () => {
  const t = useTestApp('sqlite', { seed: false });
  // Read as it is: the document names password fields (the login's body), which the API client refuses to pass on.
  const read = () => t.app.request('/api/openapi.json');

  it('is valid OpenAPI 3.1 and lists every endpoint of the table', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    for (const [name, endpoint] of Object.entries(endpoints) as [string, EndpointDefinition][]) {
      const path = `${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${path}`).toBe(name);
      expect(Boolean(operation?.requestBody), name).toBe(Boolean(endpoint.body));
      if (endpoint.access === 'public') expect(operation?.security).toEqual([]);
      else expect(operation?.description).toMatch(/^(Право|Любой|Семья)/);
    }
    const count = Object.values(document.paths).reduce(
      (sum, methods) => sum + Object.keys(methods).length,
      0,
    );
    expect(count).toBe(Object.keys(endpoints).length);
  });

  it('says in Russian who may call an endpoint', async () => {
    const document = (await (await read()).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    expect(document.paths['/api/leads/create']?.post?.description).toMatch(
      /^Право `leads:write`: Владелец, Менеджер; API-токен с этим правом\./,
    );
    // Tokens are never made by tokens.
    expect(document.paths['/api/api-tokens/create']?.post?.description).toMatch(
      /^Право `api-tokens:manage`: Владелец\.$/m,
    );
  });
});
