import { buildSubscribeLink } from '@listkeep/common/src/footer';
import type { Newsletter } from '@listkeep/common/src/entities';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { OPEN_IMPORT, OPEN_NEW_EMAIL, type DashboardTab } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { getFirstSteps, setFirstSteps, type FirstStepsState } from '@/lib/storage';
import { useCopy } from '@/lib/use-copy';
import '../dashboard.css';

interface FirstStepsProps {
  teamID: string;
  newsletter: Newsletter;
  /** The team's subscribers and logged emails: the import and email steps are done once there are any. */
  subscribers: number;
  emails: number;
  onOpenTab: (tab: DashboardTab, changes?: Record<string, string>) => void;
}

interface Step {
  key: string;
  title: string;
  text: string;
  done: boolean;
  action: ReactNode;
}

/** Whether a team still has the first steps ahead: no subscriber or no email logged yet. */
export const hasFirstSteps = (subscribers: number, emails: number) => subscribers === 0 || emails === 0;

/**
 * The first dashboard's checklist (docs/product.md §2, Overview): each step
 * with the button that does it, marked done from the team's data, or for the
 * link, once copied in this browser. It goes when the team has subscribers and
 * an email logged, or when put away.
 */
export function FirstSteps({ teamID, newsletter, subscribers, emails, onOpenTab }: FirstStepsProps) {
  const [state, setState] = useState(() => getFirstSteps(teamID));
  const [, copy] = useCopy('Subscribe link copied to clipboard.');
  const remember = (changes: Partial<FirstStepsState>) => {
    setFirstSteps(teamID, changes);
    setState((before) => ({ ...before, ...changes }));
  };
  if (state.dismissed || !hasFirstSteps(subscribers, emails)) return null;

  const openSettings = () => onOpenTab('newsletter', { newsletterID: newsletter.id });
  const copyLink = async () => {
    const copied = copyText(buildSubscribeLink(window.location.origin, newsletter));
    await copy(copied);
    if (await copied) remember({ linkCopied: true });
  };
  const steps: Step[] = [
    {
      key: 'import',
      title: 'Import your list',
      text: 'Bring the addresses you already have: paste them, or upload an export from your old tool.',
      done: subscribers > 0,
      action: <Button onClick={() => onOpenTab('subscribers', { open: OPEN_IMPORT })}>Import your list</Button>,
    },
    {
      key: 'share',
      title: 'Share your subscribe link',
      text: newsletter.blockSubscribes
        ? 'New subscribes are blocked on this list; turn that off in its settings to share the link.'
        : 'Put the link on your site or in your emails, or print its QR code. People confirm from their inbox.',
      done: state.linkCopied,
      action: newsletter.blockSubscribes ? (
        <Button variant="secondary" onClick={openSettings}>
          Open settings
        </Button>
      ) : (
        <>
          <Button onClick={() => void copyLink()}>Copy link</Button>
          <Button variant="secondary" onClick={openSettings}>
            QR code
          </Button>
        </>
      ),
    },
    {
      key: 'email',
      title: 'Log your first email',
      text: 'After you send a newsletter, log it here to keep a record of what went to whom.',
      done: emails > 0,
      action: <Button onClick={() => onOpenTab('emails', { open: OPEN_NEW_EMAIL })}>Log an email</Button>,
    },
  ];
  const done = steps.filter((step) => step.done).length;

  return (
    <section className="card stack first-steps" data-testid="first-steps" aria-labelledby="first-steps-title">
      <div className="row-between">
        <div className="stack-sm">
          <h2 id="first-steps-title" className="card-title">
            Get started
          </h2>
          <span className="small muted" data-testid="first-steps-count">
            {done} of {steps.length} done
          </span>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => remember({ dismissed: true })}
          data-testid="first-steps-dismiss"
        >
          Dismiss
        </Button>
      </div>
      <ol className="first-steps-list">
        {steps.map((step, index) => (
          <li
            key={step.key}
            className="first-step"
            data-done={step.done || undefined}
            data-testid={`first-step-${step.key}`}
          >
            <span className="first-step-mark" aria-hidden="true">
              {step.done ? '✓' : index + 1}
            </span>
            <div className="first-step-text">
              <strong>{step.title}</strong>
              <span className="small muted">{step.text}</span>
            </div>
            <div className="first-step-actions">
              {step.done ? (
                <span className="badge badge-success" data-testid="first-step-done">
                  Done
                </span>
              ) : (
                step.action
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
