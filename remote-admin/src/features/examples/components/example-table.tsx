import type { Example } from '@sportif/shared/contract';
import { adminTexts } from '../../../texts';
import styles from './example-table.module.css';

const texts = adminTexts.examples;

interface ExampleTableProps {
  /** The rows to show, already narrowed by the search box. */
  rows: readonly Example[];
  loading: boolean;
  failed: boolean;
  /** Whether a search hides some rows (the empty text says which case it is). */
  searching: boolean;
  onRetry: () => void;
  onEdit: (row: Example) => void;
  onDelete: (row: Example) => void;
}

/** The Example table (spec §2): #, field 1, field 2 and the edit and delete actions of each row. */
export function ExampleTable({
  rows,
  loading,
  failed,
  searching,
  onRetry,
  onEdit,
  onDelete,
}: ExampleTableProps) {
  const emptyText = loading
    ? texts.loading
    : failed
      ? texts.loadFailed
      : searching
        ? texts.noMatch
        : texts.empty;
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              {texts.columnNumber}
            </th>
            <th scope="col">{texts.columnField1}</th>
            <th scope="col">{texts.columnField2}</th>
            <th scope="col" className={styles.actionsHead}>
              {texts.columnActions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className={styles.empty}>
                {emptyText}
                {failed && !loading && (
                  <button type="button" className={styles.retry} onClick={onRetry}>
                    {texts.retry}
                  </button>
                )}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={row.id}>
                <td className={styles.number}>{index + 1}</td>
                <td className={styles.text}>{row.field1}</td>
                <td className={styles.text}>{row.field2}</td>
                <td>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.edit}
                      aria-label={texts.editRow(row.field1)}
                      onClick={() => onEdit(row)}
                    >
                      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                        <path
                          d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                          strokeLinejoin="round"
                        />
                      </svg>
                      <span className={styles.actionText}>{texts.edit}</span>
                    </button>
                    <button
                      type="button"
                      className={styles.delete}
                      aria-label={texts.deleteRow(row.field1)}
                      onClick={() => onDelete(row)}
                    >
                      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                        <path
                          d="M5 7h14M10 7V5h4v2M7 7l1 13h8l1-13M10.5 11v5.5M13.5 11v5.5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                      <span className={styles.actionText}>{texts.delete}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
