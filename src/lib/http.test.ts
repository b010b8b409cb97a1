import { HttpResponse, http as mockHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, defaultErrors, serverErrors } from '@/contract';
import { mockServer } from '../../mocks/node';
import { http, httpStatus, toErrorMessage } from './http';

async function failureOf(request: Promise<unknown>): Promise<unknown> {
  try {
    await request;
  } catch (error) {
    return error;
  }
  throw new Error('The request was expected to fail');
}

describe('toErrorMessage', () => {
  it("uses the server's message when the answer carries one", async () => {
    const error = await failureOf(http.get(apiPath('authCheck')));

    expect(httpStatus(error)).toBe(401);
    expect(toErrorMessage(error, 'leads')).toBe(serverErrors.unauthenticated);
  });

  it("falls back to the resource's default text when the answer has no message", async () => {
    mockServer.use(mockHttp.get('*/api/schools/getall', () => new HttpResponse(null, { status: 502 })));

    const error = await failureOf(http.get(apiPath('schools')));

    expect(httpStatus(error)).toBe(502);
    expect(toErrorMessage(error, 'leads')).toBe(defaultErrors.leads);
    expect(toErrorMessage(error, 'lessons')).toBe(defaultErrors.lessons);
  });

  it('falls back to the default text when the request never got an answer', async () => {
    mockServer.use(mockHttp.get('*/api/schools/getall', () => HttpResponse.error()));

    const error = await failureOf(http.get(apiPath('schools')));

    expect(httpStatus(error)).toBeNull();
    expect(toErrorMessage(error, 'statuses')).toBe(defaultErrors.statuses);
  });

  it('falls back to the default text for an error body without a message', async () => {
    mockServer.use(
      mockHttp.get('*/api/schools/getall', () => HttpResponse.json({ error: 'x' }, { status: 500 })),
    );

    const error = await failureOf(http.get(apiPath('schools')));

    expect(toErrorMessage(error, 'schools')).toBe(defaultErrors.schools);
  });
});
