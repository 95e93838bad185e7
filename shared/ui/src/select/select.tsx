import {
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  type UIEvent,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import styles from './select.module.css';
import {
  filterOptions,
  isNearBottom,
  type ListKey,
  moveActiveIndex,
  nextVisibleCount,
  type SelectOption,
  selectLimits,
  visibleCountFor,
} from './select-options';

export interface SelectProps {
  /** The id of the text box, for the `<label htmlFor>` that names it. */
  id: string;
  name?: string;
  options: readonly SelectOption[];
  /** The chosen option's value; '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Shown when the search matches no option. */
  noOptionsText: string;
  invalid?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
  /** Receives the text box, so a form can focus the field (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLInputElement>;
}

const listKeys = new Set<string>(['ArrowDown', 'ArrowUp', 'Home', 'End']);

const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * A searchable select (docs/requirements.md §9) following the ARIA 1.2 combobox pattern: the text box searches,
 * the list pops up below it. Only `pageSize` options are rendered at first and one more page each
 * time the list is scrolled near its bottom, so hundreds of options stay cheap.
 */
export function Select({
  id,
  name,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  noOptionsText,
  invalid = false,
  'aria-describedby': describedBy,
  disabled = false,
  ref,
}: SelectProps) {
  const listboxId = useId();

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [visibleCount, setVisibleCount] = useState<number>(selectLimits.pageSize);

  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const shown = matches.slice(0, visibleCount);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    // scrollIntoView is missing where there is no layout (jsdom).
    document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, listboxId]);

  const openList = (startAt: number) => {
    setOpen(true);
    setQuery('');
    const index = Math.max(0, Math.min(startAt, options.length - 1));
    setActiveIndex(options.length > 0 ? index : -1);
    // At least a page, even when there are fewer options (or none yet): options that arrive while
    // the list is open must show.
    setVisibleCount(Math.max(selectLimits.pageSize, visibleCountFor(index, options.length)));
  };

  const close = () => {
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
  };

  const choose = (option: SelectOption) => {
    onChange(option.value);
    close();
  };

  const moveTo = (index: number) => {
    setActiveIndex(index);
    if (index >= visibleCount) setVisibleCount(visibleCountFor(index, matches.length));
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    setOpen(true);
    setQuery(event.target.value);
    setActiveIndex(0);
    setVisibleCount(selectLimits.pageSize);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (listKeys.has(key)) {
      if (!open) {
        if (key === 'Home' || key === 'End') return;
        event.preventDefault();
        openList(selectedIndex >= 0 ? selectedIndex : key === 'ArrowUp' ? options.length - 1 : 0);
        return;
      }
      event.preventDefault();
      moveTo(moveActiveIndex(activeIndex, key as ListKey, matches.length));
      return;
    }
    if (key === 'Enter' && open) {
      // Enter picks the highlighted option; it must not submit the form around the select.
      event.preventDefault();
      const option = matches[activeIndex];
      if (option) choose(option);
      return;
    }
    if (key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const onListScroll = (event: UIEvent<HTMLDivElement>) => {
    if (visibleCount < matches.length && isNearBottom(event.currentTarget)) {
      setVisibleCount(nextVisibleCount(visibleCount, matches.length));
    }
  };

  const showList = open && matches.length > 0;

  return (
    <div className={styles.select}>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        role="combobox"
        className={styles.input}
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={open ? (selected?.label ?? placeholder) : placeholder}
        value={open ? query : (selected?.label ?? '')}
        onChange={onInputChange}
        onKeyDown={onKeyDown}
        onClick={() => (open ? close() : openList(selectedIndex))}
        onBlur={() => {
          close();
          onBlur?.();
        }}
      />
      <span className={styles.chevron} aria-hidden="true" />
      <div
        id={listboxId}
        role="listbox"
        className={styles.listbox}
        style={{ maxHeight: selectLimits.listMaxHeightPx }}
        hidden={!showList}
        onScroll={onListScroll}
        // Keeps the focus in the text box while an option is clicked, so blur does not close first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {showList &&
          shown.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox (aria-activedescendant), not on each option.
            // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the combobox, which points at the active option.
            <div
              key={option.value}
              id={optionId(listboxId, index)}
              role="option"
              aria-selected={option.value === value}
              className={styles.option}
              data-active={index === activeIndex || undefined}
              onClick={() => choose(option)}
              onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
            >
              {option.label}
            </div>
          ))}
      </div>
      {open && matches.length === 0 && (
        <div className={styles.empty} role="status">
          {noOptionsText}
        </div>
      )}
    </div>
  );
}
