import type { ReactNode } from 'react';

/** One numbered step of the demo: its heading, what it shows, then the step to try. */
export function DemoStep({
  number,
  title,
  lead,
  done,
  testId,
  children,
}: {
  number: number;
  title: string;
  lead: ReactNode;
  done: boolean;
  testId: string;
  children: ReactNode;
}) {
  const headingId = `${testId}-title`;
  return (
    <section className="demo-step" aria-labelledby={headingId} data-testid={testId} data-done={done || undefined}>
      <div className="demo-step-intro">
        <span className="demo-step-number" aria-hidden="true">
          {number}
        </span>
        <div className="stack-sm">
          <h3 id={headingId} className="demo-step-title">
            <span className="sr-only">Step {number}: </span>
            {title}
          </h3>
          <p className="muted">{lead}</p>
        </div>
      </div>
      <div className="demo-step-body">{children}</div>
    </section>
  );
}
