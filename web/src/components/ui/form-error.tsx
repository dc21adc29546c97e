import type { FieldErrors, FieldValues } from 'react-hook-form';
import { TextWithAddresses } from './address';

/** The form-level error of a react-hook-form form (`root.server`), announced to screen readers. */
export function FormError<T extends FieldValues>({ errors, testId }: { errors: FieldErrors<T>; testId?: string }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p className="form-error" role="alert" data-testid={testId}>
      <TextWithAddresses text={message} />
    </p>
  );
}
