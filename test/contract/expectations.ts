import { expect } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, describeValidationError, schoolTime, validateAt } from '@/contract';
import type { ApiResponse } from './api-client';
import { CONTRACT_START } from './contract-clock';

/** Status and body together, so a failure shows both. */
export function expectAnswer(response: ApiResponse, status: number, body: unknown): void {
  expect({ status: response.status, body: response.body }).toEqual({ status, body });
}

/** The id a create answered with: how a case refers to a row it made. */
export function createdId(response: ApiResponse): number {
  const { id } = response.body as { id?: unknown };
  if (typeof id !== 'number') throw new Error(`The answer has no id: ${JSON.stringify(response.body)}`);
  return id;
}

export function expectError(response: ApiResponse, status: number, message: string): void {
  expectAnswer(response, status, { message });
}

/** The 400 message the contract schema gives for `input`: `describeValidationError` of its first issue. */
export function validationMessage(schema: z.ZodType, input: unknown): string {
  // The demo school's day at the contract's start: what the hosts check dates against.
  const result = validateAt(schoolTime(DEFAULT_TIME_ZONE, CONTRACT_START), () => schema.safeParse(input));
  if (result.success) throw new Error('The input is valid; the case expects it not to be');
  return describeValidationError(result.error);
}

/** Cookie attributes, lower-cased, order-free: `{ ritm_session: token, path: '/', httponly: true, … }`. */
export function cookieAttributes(response: ApiResponse): Record<string, string | true> {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('ritm_session='));
  if (line === undefined) throw new Error('The answer sets no session cookie');
  return Object.fromEntries(
    line.split(';').map((part, index) => {
      const [name = '', ...value] = part.trim().split('=');
      return [index === 0 ? name : name.toLowerCase(), value.length > 0 ? value.join('=') : true];
    }),
  );
}
