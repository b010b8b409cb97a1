import type { ApiClient } from '../api-client';

/** One request/response scenario, run unchanged against the server and against the mocks. */
export type ContractCase = (api: ApiClient) => Promise<void>;

export type ContractCases = Record<string, ContractCase>;
