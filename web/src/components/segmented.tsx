import { useId } from 'react';
import './filters.css';

interface SegmentedProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hideLabel?: boolean;
  name?: string;
}

/** A radio group drawn as joined buttons (status filter, import mode, chunk size). */
export function Segmented<T extends string>({ label, value, options, onChange, hideLabel, name }: SegmentedProps<T>) {
  const autoName = useId();
  return (
    <fieldset className="filter-group">
      <legend className={hideLabel ? 'sr-only' : 'filter-legend'}>{label}</legend>
      <div className="segmented">
        {options.map((option) => (
          <label key={option.value} className="segmented-option">
            <input
              type="radio"
              name={name ?? autoName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
