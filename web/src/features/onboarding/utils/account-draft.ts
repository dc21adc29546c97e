/**
 * What was typed on the account step and not saved yet, kept for the browser tab's session so a reload
 * finds it again. One draft per account; it is removed once the step is saved.
 */
export interface AccountDraft {
  name: string;
  newsletterName: string;
}

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyFor = (uid: string) => `welcomeDraft:${uid}`;

function sessionStore(): DraftStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readAccountDraft(uid: string, store = sessionStore()): AccountDraft | null {
  try {
    const parsed = JSON.parse(store?.getItem(keyFor(uid)) ?? 'null') as Partial<AccountDraft> | null;
    if (typeof parsed?.name !== 'string' || typeof parsed.newsletterName !== 'string') return null;
    return { name: parsed.name, newsletterName: parsed.newsletterName };
  } catch {
    return null;
  }
}

export function writeAccountDraft(uid: string, draft: AccountDraft, store = sessionStore()): void {
  try {
    store?.setItem(keyFor(uid), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the step still works, a reload only forgets the typing.
  }
}

export function clearAccountDraft(uid: string, store = sessionStore()): void {
  try {
    store?.removeItem(keyFor(uid));
  } catch {
    // As above: nothing was kept.
  }
}
