import { Button } from '@/components/ui/button';
import { WizardFooter, type WizardNav } from './wizard-frame';
import '../onboarding.css';

function Numbered({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ol className="numbered">
      {items.map((item, i) => (
        <li key={item.title}>
          <span className="num" aria-hidden="true">
            {i + 1}
          </span>
          <div className="stack-sm" style={{ gap: 'var(--space-1)' }}>
            <strong>{item.title}</strong>
            <span className="muted small">{item.text}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function HowItWorksStep({ nav }: { nav: WizardNav }) {
  return (
    <>
      <Numbered
        items={[
          {
            title: 'Keep your subscribers here',
            text: 'Paste or import addresses into a newsletter list. Listkeep keeps it clean and up to date.',
          },
          {
            title: 'Send from your own email',
            text: 'Copy the list into BCC of your usual mail client and paste the footer with subscribe and unsubscribe links.',
          },
          {
            title: 'Recipients manage themselves',
            text: 'People subscribe, unsubscribe or change preferences through their links. Opt-outs take effect at once.',
          },
        ]}
      />
      <WizardFooter nav={nav}>
        <Button onClick={nav.advance}>Let's go!</Button>
      </WizardFooter>
    </>
  );
}

export function DashboardStep({ nav }: { nav: WizardNav }) {
  return (
    <>
      <Numbered
        items={[
          { title: 'Overview', text: 'Recent and total subscribers, emails sent, and who joined lately.' },
          { title: 'Subscribers', text: 'Add, import, export and copy your list straight into the BCC field.' },
          { title: 'Recent Emails', text: 'Log what you sent and see subscribes and unsubscribes per email.' },
          {
            title: 'Newsletters',
            text: 'Settings, your subscribe link and QR code, and the footer to paste into every email.',
          },
        ]}
      />
      <WizardFooter nav={nav}>
        <Button onClick={nav.advance}>Continue</Button>
      </WizardFooter>
    </>
  );
}
