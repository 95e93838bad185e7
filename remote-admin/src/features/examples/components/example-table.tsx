import type { Example } from '@sportif/shared/contract';
import { Icon } from '../../../components/icon';
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
                      <Icon name="edit" size={16} />
                      <span className={styles.actionText}>{texts.edit}</span>
                    </button>
                    <button
                      type="button"
                      className={styles.delete}
                      aria-label={texts.deleteRow(row.field1)}
                      onClick={() => onDelete(row)}
                    >
                      <Icon name="delete" size={16} />
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
