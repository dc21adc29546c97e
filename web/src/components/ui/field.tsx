import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { TextWithAddresses } from './address';

/** What a labelled field hands its control so the label, hint and error point at it. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledFieldProps {
  id: string | undefined;
  label: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the hint, e.g. what a picked file holds. */
  note?: ReactNode;
  error?: string | null;
  control: (props: ControlProps) => ReactNode;
}

/** A label, one control, then its hint and error; errors are announced and linked with aria-describedby. */
function LabelledField({ id, label, hideLabel, hint, note, error, control }: LabelledFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className="field">
      <label className={hideLabel ? 'sr-only' : 'field-label'} htmlFor={controlId}>
        {label}
      </label>
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {note}
      {error && (
        <span id={errorId} className="field-error" role="alert">
          <TextWithAddresses text={error} />
        </span>
      )}
    </div>
  );
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  note?: ReactNode;
  error?: string | null;
}

export function TextField({ label, hint, note, error, id, className, ...rest }: FieldProps) {
  const control = (linked: ControlProps) => <input {...linked} className={classes('input', className)} {...rest} />;
  return <LabelledField {...{ id, label, hint, note, error, control }} />;
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

export function TextAreaField({ label, hint, error, id, className, ...rest }: TextAreaFieldProps) {
  const control = (linked: ControlProps) => (
    <textarea {...linked} className={classes('input', 'textarea', className)} {...rest} />
  );
  return <LabelledField {...{ id, label, hint, error, control }} />;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hideLabel?: boolean;
  hint?: ReactNode;
}

export function SelectField({ label, hideLabel, hint, id, className, ...rest }: SelectFieldProps) {
  const control = (linked: ControlProps) => <select {...linked} className={classes('select', className)} {...rest} />;
  return <LabelledField {...{ id, label, hideLabel, hint, control }} />;
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

export function Checkbox({ label, hint, className, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={classes('check-wrap', className)}>
      <label className="check" htmlFor={inputId}>
        <input id={inputId} type="checkbox" aria-describedby={hintId} {...rest} />
        <span>{label}</span>
      </label>
      {hint && (
        <span id={hintId} className="field-hint check-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
