import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { Typewriter } from '../../hooks/use-typewriter';

/** A mail program's compose window: BCC, Subject and Body, each a labelled field the visitor may edit. */
export function DraftEmail({
  bcc,
  subject,
  body,
  onSend,
  focusFirst,
}: {
  bcc: Typewriter;
  subject: Typewriter;
  body: Typewriter;
  onSend: (event: FormEvent) => void;
  /** Set when the visitor comes back to write another, so focus is not lost. */
  focusFirst?: boolean;
}) {
  const id = useId();
  const bccField = useRef<HTMLInputElement>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);

  // Keep the end of what is being typed in view, as a mail program does.
  useEffect(() => {
    if (bcc.typing && bccField.current) bccField.current.scrollLeft = bccField.current.scrollWidth;
  }, [bcc.typing, bcc.value]);
  useEffect(() => {
    if (body.typing && bodyField.current) bodyField.current.scrollTop = bodyField.current.scrollHeight;
  }, [body.typing, body.value]);

  return (
    <form className="draft" onSubmit={onSend} aria-label="Draft email" data-testid="demo-draft-email">
      <div className="draft-bar" aria-hidden="true">
        <span className="draft-dot" />
        <span className="draft-dot" />
        <span className="draft-dot" />
        <span className="draft-bar-title">New message</span>
      </div>
      <div className="draft-line">
        <label htmlFor={`${id}-bcc`}>BCC</label>
        <input
          id={`${id}-bcc`}
          ref={bccField}
          autoFocus={focusFirst}
          className="draft-input"
          value={bcc.value}
          onChange={(event) => bcc.edit(event.target.value)}
          aria-busy={bcc.typing || undefined}
          placeholder="Your list goes here"
          spellCheck={false}
        />
      </div>
      <div className="draft-line">
        <label htmlFor={`${id}-subject`}>Subject</label>
        <input
          id={`${id}-subject`}
          className="draft-input"
          value={subject.value}
          onChange={(event) => subject.edit(event.target.value)}
        />
      </div>
      <label className="sr-only" htmlFor={`${id}-body`}>
        Body
      </label>
      <textarea
        id={`${id}-body`}
        ref={bodyField}
        className="draft-body"
        rows={8}
        value={body.value}
        onChange={(event) => body.edit(event.target.value)}
        aria-busy={body.typing || undefined}
        spellCheck={false}
      />
      <div className="draft-foot">
        <Button type="submit">Send</Button>
      </div>
    </form>
  );
}
