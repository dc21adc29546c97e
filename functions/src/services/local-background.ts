/**
 * The work Firestore triggers do in production after a commit, done in this
 * process instead where none fire (the embedded store, the emulators, the API
 * tests): the outbox's dispatchers of mail and webhooks (local-outbox.ts), the consent chain's
 * sequencer (local-sequencer.ts) and the subscriber jobs' worker
 * (local-jobs.ts), each told by the store of what each transaction created
 * once it has committed.
 */
import { COLLECTIONS, type ConsentDoc } from '../domain/docs';
import type { DocData, Store, Transaction } from '../store/port';
import type { Deps } from './deps';
import { localJobs, type LocalJobs } from './local-jobs';
import { deliverDueWebhooks, deliverWebhook, WEBHOOK_SWEEP_EVERY_MINUTES } from '../domain/webhooks';
import { LOCAL_SWEEP_MS, localOutbox, type LocalOutbox } from './local-outbox';
import { localSequencer, type LocalSequencer } from './local-sequencer';

export interface LocalBackground<D> {
  /** The deps given, over a store that wakes the workers below. */
  deps: D;
  outbox: LocalOutbox;
  /** The webhook deliveries' dispatcher (domain/webhooks/outbox.ts). */
  webhooks: LocalOutbox;
  sequencer: LocalSequencer;
  jobs: LocalJobs;
  stop(): Promise<void>;
}

interface Created {
  ref: { id: string; path: string };
  data: DocData;
}

/** The transaction, telling `created` each document it creates. */
function watching(tx: Transaction, created: Created[]): Transaction {
  const watched: Transaction = {
    get: (ref) => tx.get(ref),
    getAll: (refs) => tx.getAll(refs),
    getQuery: (query) => tx.getQuery(query),
    set: (ref, data, options) => (tx.set(ref, data, options), watched),
    update: (ref, data) => (tx.update(ref, data), watched),
    delete: (ref) => (tx.delete(ref), watched),
    create: (ref, data) => {
      tx.create(ref, data);
      created.push({ ref, data });
      return watched;
    },
  };
  return watched;
}

/** The store, telling `onCommit` the documents each transaction created once it has committed. */
function storeTellingCreated(store: Store, onCommit: (created: readonly Created[]) => void): Store {
  return {
    ...store,
    runTransaction: async (fn) => {
      let created: Created[] = [];
      const result = await store.runTransaction((tx) => {
        // A retried attempt starts afresh.
        created = [];
        return fn(watching(tx, created));
      });
      if (created.length > 0) onCommit(created);
      return result;
    },
  };
}

const inCollection = (name: string) => (doc: Created) => doc.ref.path === `${name}/${doc.ref.id}`;

/**
 * Starts the workers over `given`. `consentSweep`: whether the sequencer also
 * sweeps on a timer, for records other processes wrote (the emulators' seed
 * scripts); without, records written around the store given wait for its `idle`.
 */
export function localBackground<D extends Deps>(given: D, { consentSweep = true } = {}): LocalBackground<D> {
  // Told only after a commit, by which time the workers exist.
  const deps: D = {
    ...given,
    store: storeTellingCreated(given.store, (created) => {
      const mail = created.filter(inCollection(COLLECTIONS.mail)).map((doc) => doc.ref.id);
      if (mail.length > 0) outbox.queued(mail);
      const deliveries = created.filter(inCollection(COLLECTIONS.webhookDeliveries)).map((doc) => doc.ref.id);
      if (deliveries.length > 0) webhooks.queued(deliveries);
      const consent = created.filter(inCollection(COLLECTIONS.consent));
      if (consent.length > 0) sequencer.wrote(consent.map((doc) => (doc.data as ConsentDoc).teamID));
      const jobIDs = created.filter(inCollection(COLLECTIONS.subscriberJobs)).map((doc) => doc.ref.id);
      if (jobIDs.length > 0) jobs.queued(jobIDs);
    }),
  };
  const outbox = localOutbox(deps);
  const webhooks = localOutbox(deps, WEBHOOK_SWEEP_EVERY_MINUTES * 60_000, {
    deliverOne: deliverWebhook,
    deliverDue: deliverDueWebhooks,
  });
  const sequencer = localSequencer(deps, consentSweep ? LOCAL_SWEEP_MS : null);
  const jobs = localJobs(deps);
  return {
    deps,
    outbox,
    webhooks,
    sequencer,
    jobs,
    stop: async () => {
      // Jobs first: a job's last page may queue mail and write consent records.
      await jobs.stop();
      await Promise.all([outbox.stop(), webhooks.stop(), sequencer.stop()]);
    },
  };
}
