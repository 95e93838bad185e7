import { sharedStyles } from '@sportif/ui';
import { type InputHTMLAttributes, useId } from 'react';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'onChange'> {
  label: string;
  /** Read by screen readers only, where the box's place and placeholder say what it searches. */
  hideLabel?: boolean;
  labelClassName?: string;
  onChange: (value: string) => void;
}

/** A labelled search box that filters as one types: the Examples list's and the side menu's. */
export function SearchField({
  label,
  hideLabel = false,
  labelClassName,
  onChange,
  ...input
}: SearchFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={hideLabel ? sharedStyles.visuallyHidden : labelClassName}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type="search"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
