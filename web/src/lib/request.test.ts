import { ROUTES } from '@listkeep/common/src/routes';
import { describe, expect, it } from 'vitest';
import { buildRequest } from './request';

describe('buildRequest', () => {
  it('sends GET input as a query string and skips empty values', () => {
    expect(buildRequest('/api', ROUTES.getDashboardData, { teamID: 't 1', other: undefined })).toEqual({
      url: '/api/getDashboardData?teamID=t+1',
      method: 'GET',
    });
    expect(buildRequest('/api/', ROUTES.getVersion, {})).toEqual({ url: '/api/getVersion', method: 'GET' });
  });

  it('fills path segments from the input and sends the rest as JSON', () => {
    const built = buildRequest('/api', ROUTES.updateEmail, { id: 'e/1', subject: 'Hi', newsletterID: 'n1' });
    expect(built.url).toBe('/api/emails/e%2F1');
    expect(built.method).toBe('PUT');
    expect(JSON.parse(built.body!)).toEqual({ subject: 'Hi', newsletterID: 'n1' });
  });

  it('posts a public call of the recipient pages to its path', () => {
    const built = buildRequest('/api', ROUTES.linkOpen, { type: 'subscribe', newsletterID: 'n1' });
    expect(built).toMatchObject({ url: '/api/linkOpen', method: 'POST' });
    expect(JSON.parse(built.body!)).toEqual({ type: 'subscribe', newsletterID: 'n1' });
  });

  it('sends DELETE without a body', () => {
    expect(buildRequest('/api', ROUTES.deleteSubscriber, { id: 's1' })).toEqual({
      url: '/api/subscribers/s1',
      method: 'DELETE',
    });
  });

  it('refuses a call whose path parameter is missing', () => {
    expect(() => buildRequest('/api', ROUTES.deleteEmail, {})).toThrow(/Missing path parameter "id"/);
  });

  it('posts an empty object when there is no input', () => {
    expect(buildRequest('/api', ROUTES.createCheckoutSession, undefined).body).toBe('{}');
  });
});
