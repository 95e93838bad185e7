import { type ReactNode, type RefObject, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { uiTexts } from '../texts';
import styles from './modal-dialog.module.css';
import { usePresence } from './use-presence';

/** Spec §9: dialogs fade out in 200 ms (the CSS animation lasts as long). */
const fadeOutMs = 200;

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(element: HTMLElement): HTMLElement[] {
  return Array.from(element.querySelectorAll<HTMLElement>(focusableSelector));
}

export interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Escape, the close button: the dialog asks its owner to set `open` to false. */
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for questions that need an answer, such as a delete confirmation. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that says what the dialog is about. */
  describedBy?: string;
  /** What gets the focus on opening; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * The modal of every app: rendered over the page, labelled by its title, the focus kept inside
 * while open (Tab wraps around; focus that lands outside is brought back) and given back where it
 * was on closing; Escape closes. It fades out for 200 ms before leaving the page, showing meanwhile
 * what it showed when it was asked to close.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  role = 'dialog',
  describedBy,
  initialFocus,
}: ModalDialogProps) {
  const { mounted, closing } = usePresence(open, fadeOutMs);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const shownContent = useRef(children);
  if (open) shownContent.current = children;

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const panel = panelRef.current;
    if (!panel) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusables = focusablesIn(panel);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && panel.contains(active);
    if (event.shiftKey && (!inside || active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusablesIn(panel)[0] ?? panel).focus();
    const handleKeyDown = (event: KeyboardEvent) => onKeyDown(event);
    const bringFocusBack = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusablesIn(panel)[0] ?? panel).focus();
      }
    };
    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', bringFocusBack);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', bringFocusBack);
      document.body.style.overflow = bodyOverflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  if (!mounted) return null;

  return createPortal(
    <div
      className={`${styles.backdrop} ${closing ? styles.closing : ''}`}
      data-state={closing ? 'closing' : 'open'}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal. */}
      <div
        ref={panelRef}
        className={styles.panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={uiTexts.closeDialog}
            onClick={open ? onClose : undefined}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{shownContent.current}</div>
      </div>
    </div>,
    document.body,
  );
}
