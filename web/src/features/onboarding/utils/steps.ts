export type StepKey = 'how' | 'account' | 'dashboard' | 'plan' | 'invites' | 'go';

/** docs/product.md §2: the two variants of the wizard. */
export function wizardSteps(hasInvites: boolean): StepKey[] {
  return hasInvites ? ['how', 'account', 'invites', 'go'] : ['how', 'account', 'dashboard', 'plan', 'go'];
}

/** A step index from the URL, clamped so a stale or hand-typed value still lands on a real step. */
export function stepIndex(raw: string | null, count: number): number {
  const n = Number.parseInt(raw ?? '0', 10);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, count - 1);
}

export const STEP_TITLES: Record<StepKey, { title: string; lead: string }> = {
  how: { title: 'How it works', lead: 'Listkeep keeps your lists. You keep sending from your own inbox.' },
  account: { title: 'Your Account', lead: 'Tell us your name and name your first newsletter.' },
  dashboard: { title: 'Your Dashboard', lead: 'Four places you will use most.' },
  plan: { title: 'Choose a Plan', lead: 'Start free and upgrade when your list grows.' },
  invites: { title: 'Accept Invites', lead: 'Join a team that invited you, or start your own newsletter.' },
  go: { title: "Let's go!", lead: 'Everything is set up.' },
};
