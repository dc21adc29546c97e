import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { STEP_TITLES, type StepKey } from '../utils/steps';
import '../onboarding.css';

/** How a step moves the wizard: on to the next step, or back (absent on the first step). */
export interface WizardNav {
  advance: () => void;
  back?: () => void;
}

interface WizardFrameProps {
  steps: readonly StepKey[];
  index: number;
  children: ReactNode;
}

/** The wizard's progress, card and step heading; the step itself fills the card. */
export function WizardFrame({ steps, index, children }: WizardFrameProps) {
  const step = steps[index];
  const { title, lead } = STEP_TITLES[step];
  return (
    <div className="container page">
      <div className={step === 'plan' ? 'wizard wide' : 'wizard'} data-testid="welcome-wizard" data-step={step}>
        <div className="wizard-progress" aria-hidden="true">
          {steps.map((key, i) => (
            <span key={key} className={i <= index ? 'done' : undefined} />
          ))}
        </div>
        <Card elevated className="stack">
          <header className="stack-sm">
            <span className="eyebrow">
              Step {index + 1} of {steps.length}
            </span>
            <h1 style={{ fontSize: 'var(--text-2xl)' }}>{title}</h1>
            <p className="muted">{lead}</p>
          </header>
          {children}
        </Card>
      </div>
    </div>
  );
}

/** Back, disabled on the first step and while the step is busy, beside the step's own primary action. */
export function WizardFooter({ nav, busy = false, children }: { nav: WizardNav; busy?: boolean; children: ReactNode }) {
  return (
    <div className="wizard-footer">
      <Button variant="ghost" disabled={!nav.back || busy} onClick={nav.back}>
        Back
      </Button>
      {children}
    </div>
  );
}
