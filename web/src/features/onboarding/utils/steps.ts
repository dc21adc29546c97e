export type StepKey = 'how' | 'account' | 'dashboard' | 'plan' | 'invites' | 'go';

/** Spec section 2: the two variants of the wizard. */
export function wizardSteps(hasInvites: boolean): StepKey[] {
  return hasInvites ? ['how', 'account', 'invites', 'go'] : ['how', 'account', 'dashboard', 'plan', 'go'];
}

/** A step index from the URL, clamped so a stale or hand-typed value still lands on a real step. */
export function stepIndex(raw: string | null, count: number): number {
  const n = Number.parseInt(raw ?? '0', 10);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, count - 1);
}
