import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A demo step's success state, in the step itself. The toast announces it;
 * when it replaces the form the visitor was in, focus moves here so it is not lost.
 */
export function SuccessNote({
  message,
  children,
  takeFocus = false,
  testId,
}: {
  message: string;
  children?: ReactNode;
  takeFocus?: boolean;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={box} className="demo-success" tabIndex={takeFocus ? -1 : undefined} data-testid={testId}>
      <p className="demo-success-message">
        <svg className="demo-success-icon" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span>{message}</span>
      </p>
      {children}
    </div>
  );
}
