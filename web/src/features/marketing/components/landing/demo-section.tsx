import { useState } from 'react';
import { SAMPLE_LIST, splitDemoList, type DemoImport } from '../../utils/demo-list';
import { DraftStep } from './draft-step';
import { ImportStep } from './import-step';
import { UnsubscribeStep } from './unsubscribe-step';

/**
 * The three-step try-it demo (docs/product.md §2 and §4). It calls no API and
 * stores nothing; the list imported in step 1 is what step 2 copies.
 */
export function DemoSection({ animate }: { animate: boolean }) {
  const [imported, setImported] = useState<DemoImport | null>(null);
  const addresses = (imported ?? splitDemoList(SAMPLE_LIST)).addresses;
  return (
    <section className="section landing-demo" aria-labelledby="landing-demo-title" id="try-it">
      <div className="container">
        <div className="landing-section-head">
          <span className="eyebrow">Try it here, no account needed</span>
          <h2 id="landing-demo-title">Three steps, all from the tools you already use</h2>
        </div>
        <div className="demo-steps">
          <ImportStep imported={imported} onImported={setImported} />
          <DraftStep addresses={addresses} animate={animate} />
          <UnsubscribeStep />
        </div>
      </div>
    </section>
  );
}
