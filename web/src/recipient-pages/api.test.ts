import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkApiError, callPublic, openLink } from './api';

function answer(status: number, body: string) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status }));
}

async function failure(call: Promise<unknown>): Promise<LinkApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LinkApiError);
  return error as LinkApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the recipient pages’ calls', () => {
  it('posts the input as JSON to the call’s path and gives the data of the opened link', async () => {
    const list = {
      senderName: 'Parish Notes',
      newsletterData: { newsletterName: 'Parish Notes', description: '' },
      blockSubscribes: false,
      senderSite: '',
    };
    const fetch = answer(200, JSON.stringify({ returnData: list }));
    vi.stubGlobal('fetch', fetch);
    expect(await openLink({ type: 'subscribe', newsletterID: 'n1' })).toEqual(list);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/linkOpen');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ type: 'subscribe', newsletterID: 'n1' });
  });

  it('keeps the status and the server’s own message of an error answer', async () => {
    const body = JSON.stringify({ error: { code: 'rate-limited', message: 'Too many requests. Try again later.' } });
    vi.stubGlobal('fetch', answer(429, body));
    const error = await failure(
      callPublic('emailActionSubmit', { type: 'subscribe', email: 'a@b.org', newsletterID: 'n1' }),
    );
    expect(error.status).toBe(429);
    expect(error.serverMessage).toBe('Too many requests. Try again later.');
  });

  it('has no server message when the error answer carries none', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    const error = await failure(openLink({ type: 'confirmSubscribe', linkID: 'l1' }));
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeNull();
  });

  it('reads a failed connection as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(openLink({ type: 'unsubscribe', linkID: 'l1' }));
    expect(error.status).toBe(0);
    expect(error.serverMessage).toBeNull();
  });
});
