import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { importChanged } from './import-subscribers';

export const undoImport = (input: CallInput<'undoImport'>) => api.call('undoImport', input);

/** Refreshed after a refusal too, which can mean someone else undid it. */
export const useUndoImport = (config?: MutationConfig<typeof undoImport>) =>
  useCallMutation(undoImport, { onSuccess: importChanged, onError: importChanged }, config);
