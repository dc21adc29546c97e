import { useState, type FormEvent } from 'react';
import { countText } from '@listkeep/common/src/count-text';
import { demoFooter, LANDING_DEMO_MESSAGES } from '@listkeep/common/src/web/landing-demo';
import { Button } from '@/components/ui/button';
import { usePageOrigin } from '@/lib/page-origin';
import { notify } from '@/lib/toast';
import { useTypewriter } from '../../hooks/use-typewriter';
import { copyForDemo } from '../../utils/demo-copy';
import { bccLine } from '../../utils/demo-list';
import { DemoStep } from './demo-step';
import { DraftEmail } from './draft-email';
import { SuccessNote } from './success-note';

const FIRST_SUBJECT = "What's on this month";
const FIRST_BODY = "Hi everyone,\n\nHere's what's coming up this month. See you there!\n\nSam";

/**
 * Step 2: the list goes into BCC and the footer into the body of an email in
 * the visitor's own mail program, here a draft that fills itself.
 */
export function DraftStep({ addresses, animate }: { addresses: readonly string[]; animate: boolean }) {
  const bcc = useTypewriter('', animate);
  const subject = useTypewriter(FIRST_SUBJECT, false);
  const body = useTypewriter(FIRST_BODY, animate);
  const [copied, setCopied] = useState({ list: false, footer: false });
  const [sentTo, setSentTo] = useState<number | null>(null);
  const [again, setAgain] = useState(false);
  const footer = demoFooter(usePageOrigin());

  const copyList = async () => {
    const line = bccLine(addresses);
    if (await copyForDemo(line, LANDING_DEMO_MESSAGES.listCopied)) setCopied((c) => ({ ...c, list: true }));
    bcc.typeTo(line);
  };

  const copyFooter = async () => {
    if (await copyForDemo(footer, LANDING_DEMO_MESSAGES.footerCopied)) setCopied((c) => ({ ...c, footer: true }));
    if (!body.value.includes(footer)) body.typeTo(`${body.value.trimEnd()}\n\n${footer}`);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(addressCount(bcc.value));
    notify(LANDING_DEMO_MESSAGES.sent, 'success');
  };

  const restart = () => {
    setAgain(true);
    setSentTo(null);
    setCopied({ list: false, footer: false });
    bcc.edit('');
    body.edit(FIRST_BODY);
  };

  return (
    <DemoStep
      number={2}
      title="Send from your own inbox"
      lead="Copy the list into BCC and paste the footer with its unsubscribe and subscribe links. Your email arrives like a personal note, not a campaign."
      done={sentTo !== null}
      testId="demo-draft"
    >
      {sentTo === null ? (
        <div className="stack">
          <div className="demo-actions">
            <Button variant="secondary" onClick={() => void copyList()}>
              Copy Subscriber List
            </Button>
            <Button variant="secondary" onClick={() => void copyFooter()}>
              Copy Footer
            </Button>
          </div>
          {(copied.list || copied.footer) && (
            <ul className="demo-copied" data-testid="demo-draft-copied">
              {copied.list && <li>{LANDING_DEMO_MESSAGES.listCopied}</li>}
              {copied.footer && <li>{LANDING_DEMO_MESSAGES.footerCopied}</li>}
            </ul>
          )}
          <DraftEmail bcc={bcc} subject={subject} body={body} onSend={send} focusFirst={again} />
        </div>
      ) : (
        <SuccessNote message={LANDING_DEMO_MESSAGES.sent} takeFocus testId="demo-draft-success">
          <p className="muted small">
            {sentTo > 0
              ? `It went to ${countText(sentTo, 'subscriber')} in BCC, so nobody sees anyone else's address.`
              : 'Add your list to BCC next time, so every subscriber gets it.'}
          </p>
          <div>
            <Button variant="secondary" size="sm" onClick={restart}>
              Write Another
            </Button>
          </div>
        </SuccessNote>
      )}
    </DemoStep>
  );
}

function addressCount(line: string): number {
  return line.split(/[\s,;]+/).filter(Boolean).length;
}
