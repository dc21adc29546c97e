import { describe, expect, it } from 'vitest';
import { matchLinkPath } from './route';

describe('matchLinkPath', () => {
  it('matches the tracked-link address with or without a trailing slash', () => {
    expect(matchLinkPath('/link')).toEqual({ page: 'tracked' });
    expect(matchLinkPath('/link/')).toEqual({ page: 'tracked' });
  });

  it('matches the public subscribe and unsubscribe request pages', () => {
    expect(matchLinkPath('/link/sub')).toEqual({ page: 'request', type: 'subscribe' });
    expect(matchLinkPath('/link/unsub')).toEqual({ page: 'request', type: 'unsubscribe' });
    expect(matchLinkPath('/link/sub/')).toEqual({ page: 'request', type: 'subscribe' });
  });

  it('takes the link identifier from the one-click and manage paths', () => {
    expect(matchLinkPath('/link/unsub/abc123')).toEqual({ page: 'preferences', mode: 'oneClick', linkID: 'abc123' });
    expect(matchLinkPath('/link/manage/abc123')).toEqual({ page: 'preferences', mode: 'manage', linkID: 'abc123' });
    expect(matchLinkPath('/link/manage/a%2Db')).toEqual({ page: 'preferences', mode: 'manage', linkID: 'a-b' });
  });

  it('takes the token from a subscribe confirmation address', () => {
    expect(matchLinkPath('/link/confirm/abc123')).toEqual({ page: 'confirm', token: 'abc123' });
    expect(matchLinkPath('/link/confirm')).toEqual({ page: 'unknown' });
    expect(matchLinkPath('/link/confirm/a/b')).toEqual({ page: 'unknown' });
  });

  it("matches a website form's landing page and the embedded subscribe form", () => {
    expect(matchLinkPath('/link/signup')).toEqual({ page: 'formOutcome' });
    expect(matchLinkPath('/embed/sub')).toEqual({ page: 'embed' });
    expect(matchLinkPath('/embed/sub/')).toEqual({ page: 'embed' });
    expect(matchLinkPath('/embed')).toEqual({ page: 'unknown' });
    expect(matchLinkPath('/embed/unsub')).toEqual({ page: 'unknown' });
    expect(matchLinkPath('/embed/sub/x')).toEqual({ page: 'unknown' });
  });

  it('rejects other paths, extra segments and undecodable identifiers', () => {
    expect(matchLinkPath('/')).toEqual({ page: 'unknown' });
    expect(matchLinkPath('/linked')).toEqual({ page: 'unknown' });
    expect(matchLinkPath('/link/other')).toEqual({ page: 'unknown' });
    expect(matchLinkPath('/link/sub/x')).toEqual({ page: 'unknown' });
    expect(matchLinkPath('/link/unsub/a/b')).toEqual({ page: 'unknown' });
    expect(matchLinkPath('/link/manage/%E0%A4%A')).toEqual({ page: 'unknown' });
  });
});
