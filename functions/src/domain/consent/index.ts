/** Consent: the hashed opt-in/opt-out records, their sequencing into a chain, and the suppressed addresses. */
export {
  readConsentHead,
  sequenceLeased,
  sequencePending,
  type SequencerDeps,
  teamsPending,
} from './consent-sequencer';
export { consentLog, type ConsentLog } from './consent';
export {
  liftSuppression,
  suppress,
  suppressionCheck,
  type SuppressionCheck,
  suppressionCheckReadOnly,
  suppressionsOfList,
} from './suppressions';
