import type { NextApiRequest, NextApiResponse } from 'next';
import apiRoute from '@/pages/api/[...path]';
import { answerApiRequest } from '@/server/http/nodeAdapter';

jest.mock('@/server/http/nodeAdapter', () => ({
  answerApiRequest: jest.fn(async () => ({ status: 200, headers: {}, body: '{}' })),
  productionContext: jest.fn(),
  sendWireAnswer: jest.fn(),
}));

const originalEnvironment = { ...process.env };

afterEach(() => {
  process.env = { ...originalEnvironment };
  jest.clearAllMocks();
});

function fakeResponse() {
  const answer = { status: 0, body: undefined as unknown };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
    revalidate: jest.fn(),
  };
  return { res: res as unknown as NextApiResponse, answer };
}

const request = { method: 'POST', url: '/api/v2/carts/add', headers: {} } as unknown as NextApiRequest;

describe('the embedded API route', () => {
  it('answers 404 and reaches no module while NEXT_PUBLIC_API_BASE_URL names a separate backend', async () => {
    process.env.NEXT_PUBLIC_API_BASE_URL = 'https://backend.example.com/api';
    const { res, answer } = fakeResponse();
    await apiRoute(request, res);
    expect(answer).toEqual({ status: 404, body: { result: false, message: 'Not found' } });
    expect(answerApiRequest).not.toHaveBeenCalled();
  });

  it.each([undefined, '', '/api'])('serves the embedded API while the base is %p', async (base) => {
    if (base === undefined) delete process.env.NEXT_PUBLIC_API_BASE_URL;
    else process.env.NEXT_PUBLIC_API_BASE_URL = base;
    const { res, answer } = fakeResponse();
    await apiRoute(request, res);
    expect(answerApiRequest).toHaveBeenCalledTimes(1);
    expect(answer.status).toBe(0);
  });
});
