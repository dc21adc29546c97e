/** Each file of the API suite gets the API served in its own process, with a fresh store. */
import { afterAll, beforeAll, inject } from 'vitest';
import { deliverBeforeReading, readMailFrom } from './mail';
import { drainOutbox, drainSequencer, serveApi, stopApi } from './served-api';
import { sequenceBeforeReading, useStore } from './store';

beforeAll(async () => {
  readMailFrom(inject('mailInbox'));
  deliverBeforeReading(drainOutbox);
  sequenceBeforeReading(drainSequencer);
  useStore(await serveApi(inject('smtpPort')));
});

afterAll(stopApi);
