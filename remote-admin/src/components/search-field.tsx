import { sharedStyles } from '@sportif/ui';
import { useId } from 'react';

interface SearchFieldProps {
  label: string;
  /** Read by screen readers only, where the box's place and placeholder say what it searches. */
  hideLabel?: boolean;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  labelClassName?: string;
  inputClassName?: string;
}

/** A labelled search box that filters as one types: the Examples list's and the side menu's. */
export function SearchField({
  label,
  hideLabel = false,
  placeholder,
  value,
  onChange,
  maxLength,
  labelClassName,
  inputClassName,
}: SearchFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={hideLabel ? sharedStyles.visuallyHidden : labelClassName}>
        {label}
      </label>
      <input
        id={id}
        className={inputClassName}
        type="search"
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </>
  );
}
