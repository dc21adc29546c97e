import { useState, type FormEvent } from 'react';
import { countText } from '@listkeep/common/src/count-text';
import { LANDING_DEMO_MESSAGES } from '@listkeep/common/src/web/landing-demo';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { notify } from '@/lib/toast';
import { SAMPLE_LIST, splitDemoList, type DemoImport } from '../../utils/demo-list';
import { DemoStep } from './demo-step';
import { SuccessNote } from './success-note';

/**
 * Step 1: paste a list and import it; the addresses the import would keep are
 * shown, and what it would refuse as not an email address.
 */
export function ImportStep({
  imported,
  onImported,
}: {
  imported: DemoImport | null;
  onImported: (result: DemoImport | null) => void;
}) {
  const [text, setText] = useState(SAMPLE_LIST);
  const [problem, setProblem] = useState<string | null>(null);
  // Back from the success state, focus returns to the list rather than to the page's top.
  const [again, setAgain] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = splitDemoList(text);
    if (result.addresses.length === 0) {
      setProblem(result.refused.length > 0 ? LANDING_DEMO_MESSAGES.noAddress : LANDING_DEMO_MESSAGES.emptyList);
      return;
    }
    setProblem(null);
    onImported(result);
    notify(LANDING_DEMO_MESSAGES.imported, 'success');
  };

  return (
    <DemoStep
      number={1}
      title="Import your list"
      lead="Paste addresses from a spreadsheet, an old mail-out or your phone's contacts: spaces, commas and semicolons all work."
      done={imported !== null}
      testId="demo-import"
    >
      {imported === null ? (
        <form className="stack" onSubmit={submit}>
          <TextAreaField
            label="Your subscriber list"
            hint="Try your own, or import the sample. Nothing leaves this page."
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            autoFocus={again}
            error={problem ?? undefined}
          />
          <div>
            <Button type="submit">Import List</Button>
          </div>
        </form>
      ) : (
        <SuccessNote message={LANDING_DEMO_MESSAGES.imported} takeFocus testId="demo-import-success">
          <p className="demo-count" data-testid="demo-import-count">
            {countText(imported.addresses.length, 'subscriber')}
          </p>
          <ul className="demo-address-list" aria-label="Imported addresses" data-testid="demo-import-list">
            {imported.addresses.map((address, i) => (
              <li key={`${i}-${address}`}>{address}</li>
            ))}
          </ul>
          {imported.refused.length > 0 && (
            <p className="small muted" data-testid="demo-import-refused">
              {LANDING_DEMO_MESSAGES.refused(imported.refused)}
            </p>
          )}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setAgain(true);
                onImported(null);
              }}
            >
              Import Another List
            </Button>
          </div>
        </SuccessNote>
      )}
    </DemoStep>
  );
}
