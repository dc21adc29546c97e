/** Each file of the API suite gets the API served in its own process, with a fresh store. */
import { afterAll, beforeAll, inject } from 'vitest';
import { deliverBeforeReading, readMailFrom } from './mail';
import { drainOutbox, serveApi, stopApi } from './served-api';
import { useStore } from './store';

beforeAll(async () => {
  readMailFrom(inject('mailInbox'));
  deliverBeforeReading(drainOutbox);
  useStore(await serveApi(inject('smtpPort')));
});

afterAll(stopApi);
