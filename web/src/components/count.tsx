import { formatCount, pluralize } from '@listkeep/common/src/count-text';

/** A count in bold with its noun in the right number: "**1** email", "**2,000** emails". */
export function Count({ n, noun, plural }: { n: number; noun: string; plural?: string }) {
  return (
    <>
      <strong>{formatCount(n)}</strong> {pluralize(n, noun, plural)}
    </>
  );
}
