import { useEffect, useState } from 'react';
import type { CallInput } from '@listkeep/common/src/contract';
import { LinkApiError, openLink, type OpenedBy } from './api';
import { adoptListLanguage } from './i18n';

export type Opened<D> =
  | { state: 'loading' }
  | { state: 'ready'; data: D }
  /** `status` 0: no answer (network, time-out). */
  | { state: 'failed'; status: number };

const LOADING = { state: 'loading' } as const;

/**
 * Opens the link `input` names, again on `retry`. An answer that arrives
 * after the input changed or the page left is dropped.
 */
export function useOpenLink<I extends CallInput<'linkOpen'>>(input: I): [Opened<OpenedBy<I>>, retry: () => void] {
  const [attempt, setAttempt] = useState(0);
  const inputKey = JSON.stringify(input);
  const key = `${attempt} ${inputKey}`;
  const [answered, setAnswered] = useState<{ key: string; opened: Opened<OpenedBy<I>> } | null>(null);

  useEffect(() => {
    let live = true;
    const settle = (opened: Opened<OpenedBy<I>>) => live && setAnswered({ key, opened });
    openLink(JSON.parse(inputKey) as I).then(
      (data) => {
        adoptListLanguage(data.language);
        settle({ state: 'ready', data });
      },
      (error: unknown) => settle({ state: 'failed', status: error instanceof LinkApiError ? error.status : 0 }),
    );
    return () => {
      live = false;
    };
  }, [inputKey, key]);

  return [answered?.key === key ? answered.opened : LOADING, () => setAttempt((n) => n + 1)];
}
