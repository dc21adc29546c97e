import type { EmailLog, Newsletter } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { useMemo, useState } from 'react';
import { reconcileChecked } from '@/components/newsletter-filter';
import { nextSort } from '@/lib/sort';
import { DEFAULT_EMAIL_SORT, FIRST_EMAIL_DIRECTION, orderEmails, type EmailSortKey } from '../utils/sort-emails';

/** The logged emails the list filter lets through, in the order the table's headings chose. */
export function useShownEmails(emails: readonly EmailLog[] | undefined, newsletters: readonly Newsletter[]) {
  const [checkedState, setChecked] = useState<string[] | null>(null);
  const [sort, setSort] = useState(DEFAULT_EMAIL_SORT);
  const checked = reconcileChecked(checkedState, newsletters);
  const names = new Map(newsletters.map((n) => [n.id, newsletterDisplayName(n)]));
  const checkedKey = checked.join(',');
  const shown = useMemo(() => {
    const ids = new Set(checkedKey.split(','));
    return orderEmails(
      (emails ?? []).filter((e) => ids.has(e.newsletterID)),
      sort,
    );
  }, [emails, checkedKey, sort]);
  return {
    checked,
    setChecked,
    names,
    shown,
    sort,
    onSort: (key: EmailSortKey) => setSort(nextSort(sort, key, FIRST_EMAIL_DIRECTION[key])),
  };
}
