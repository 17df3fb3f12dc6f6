import { mockApi } from '@tests/mock-backend';
import { answerSeamCall } from '../seam-routes';

const failNext = (body: object) =>
  answerSeamCall(mockApi, 'POST', 'failNext', JSON.stringify(body));

const queued = () => mockApi.snapshot().failures;

describe('failNext over HTTP', () => {
  it('takes an endpoint by its operationId: any call of it', () => {
    const answer = failNext({ operationId: 'portal.newsDetail', answer: { network: true } });
    expect(answer.status).toBe(200);
    expect(queued()).toEqual([
      { method: 'GET', path: 'v1/front/new/:newId', answer: { network: true }, remaining: 1 },
    ]);
  });

  it('takes its path parameters, for the calls of that one path', () => {
    const answer = failNext({
      operationId: 'portal.newsDetail',
      params: { newId: 3 },
      answer: { httpStatus: 500 },
      times: 2,
    });
    expect(answer.status).toBe(200);
    expect(queued()).toEqual([
      { method: 'GET', path: 'v1/front/new/3', answer: { httpStatus: 500 }, remaining: 2 },
    ]);
  });

  it('still takes a method and a path', () => {
    expect(failNext({ method: 'get', path: 'v1/front/new', answer: { delayMs: 10 } }).status).toBe(
      200,
    );
    expect(queued()).toEqual([
      { method: 'GET', path: 'v1/front/new', answer: { delayMs: 10 }, remaining: 1 },
    ]);
  });

  it('refuses an operationId the contract does not have, naming it', () => {
    const answer = failNext({ operationId: 'portal.nothing', answer: { network: true } });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'No endpoint has the operationId portal.nothing; see /openapi.json' },
    });
    expect(queued()).toEqual([]);
  });

  it('refuses path parameters the endpoint does not have, naming those it has', () => {
    const answer = failNext({
      operationId: 'portal.newsDetail',
      params: { id: 3 },
      answer: { network: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.stringContaining('newId') });
    expect(queued()).toEqual([]);
  });

  it('refuses a bad answer as with a method and path', () => {
    const answer = failNext({ operationId: 'portal.newsDetail', answer: { nope: 1 } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.stringMatching(/^Bad body: answer: /) });
  });
});
