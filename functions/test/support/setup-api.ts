/** Each file of the API suite gets the API served in its own process, with a fresh store. */
import { afterAll, beforeAll, inject } from 'vitest';
import { readMailFrom } from './mail';
import { serveApi, stopApi } from './served-api';
import { useStore } from './store';

beforeAll(async () => {
  readMailFrom(inject('mailInbox'));
  useStore(await serveApi(inject('smtpPort')));
});

afterAll(stopApi);
