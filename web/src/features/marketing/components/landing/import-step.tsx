import { useState, type FormEvent } from 'react';
import { countText } from '@listkeep/common/src/count-text';
import { LANDING_DEMO_MESSAGES } from '@listkeep/common/src/landing-demo';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { notify } from '@/lib/toast';
import { SAMPLE_LIST, splitDemoList } from '../../utils/demo-list';
import { DemoStep } from './demo-step';
import { SuccessNote } from './success-note';

/** Step 1: paste a list and import it; the addresses the import would keep are shown. */
export function ImportStep({
  imported,
  onImported,
}: {
  imported: string[] | null;
  onImported: (addresses: string[] | null) => void;
}) {
  const [text, setText] = useState(SAMPLE_LIST);
  // Back from the success state, focus returns to the list rather than to the page's top.
  const [again, setAgain] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onImported(splitDemoList(text));
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
          />
          <div>
            <Button type="submit">Import List</Button>
          </div>
        </form>
      ) : (
        <SuccessNote message={LANDING_DEMO_MESSAGES.imported} takeFocus testId="demo-import-success">
          <p className="demo-count" data-testid="demo-import-count">
            {countText(imported.length, 'subscriber')}
          </p>
          {imported.length > 0 && (
            <ul className="demo-address-list" aria-label="Imported addresses" data-testid="demo-import-list">
              {imported.map((address, i) => (
                <li key={`${i}-${address}`}>{address}</li>
              ))}
            </ul>
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
