import type { HTMLAttributes } from 'react';

export function Card({ className, elevated, ...rest }: HTMLAttributes<HTMLDivElement> & { elevated?: boolean }) {
  return <div className={['card', elevated && 'card-elevated', className].filter(Boolean).join(' ')} {...rest} />;
}
