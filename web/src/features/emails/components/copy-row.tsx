import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { useCopy } from '@/lib/use-copy';
import '../emails.css';

interface CopyRowProps {
  /** What is shown, beside its button. */
  children: ReactNode;
  text: string;
  label: string;
  copiedMessage: string;
}

/** A piece of the email shown with the button that copies it. */
export function CopyRow({ children, text, label, copiedMessage }: CopyRowProps) {
  const [copied, copy] = useCopy(copiedMessage);
  return (
    <div className="send-copy-row">
      {children}
      <Button variant="secondary" onClick={() => void copy(copyText(text))}>
        {copied ? 'Copied!' : label}
      </Button>
    </div>
  );
}
