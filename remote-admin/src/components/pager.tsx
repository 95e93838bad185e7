import { pagePosition } from '../model/page-position';
import { adminTexts } from '../texts';
import { Icon, type IconName } from './icon';
import styles from './pager.module.css';

const texts = adminTexts.pager;

interface PagerProps {
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}

/** Under a paged table: which rows are shown, and the first, previous, next and last page. */
export function Pager({ offset, limit, total, onOffsetChange }: PagerProps) {
  const position = pagePosition(offset, limit, total);
  // aria-disabled rather than disabled: the button keeps the focus when its last page is reached.
  const button = (label: string, icon: IconName, target: number | null) => (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      aria-disabled={target === null}
      onClick={() => target !== null && onOffsetChange(target)}
    >
      <Icon name={icon} />
    </button>
  );
  return (
    <nav className={styles.pager} aria-label={texts.label}>
      <span className={styles.rows}>{texts.rows(position.firstRow, position.lastRow, total)}</span>
      <span className={styles.buttons}>
        {button(texts.first, 'first', position.previousOffset === null ? null : 0)}
        {button(texts.previous, 'previous', position.previousOffset)}
        <span className={styles.page} aria-live="polite">
          {texts.page(position.page, position.pageCount)}
        </span>
        {button(texts.next, 'next', position.nextOffset)}
        {button(texts.last, 'last', position.nextOffset === null ? null : position.lastOffset)}
      </span>
    </nav>
  );
}
