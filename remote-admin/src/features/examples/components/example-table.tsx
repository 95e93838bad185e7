import type { ExampleSortField, NumberedExample } from '@sportif/contract';
import table from '../../../components/data-table.module.css';
import { EmptyRow } from '../../../components/empty-row';
import { Icon } from '../../../components/icon';
import { adminTexts } from '../../../texts';
import { ariaSort, type ExampleSort } from '../model/example-sort';
import styles from './example-table.module.css';

const texts = adminTexts.examples;

interface ExampleTableProps {
  /** The page's rows, as the API answered them. */
  rows: readonly NumberedExample[];
  sort: ExampleSort;
  /** A load is under way; the rows of the last one stay until it answers. */
  loading: boolean;
  failed: boolean;
  /** Whether a search is applied (the empty text says which case it is). */
  searching: boolean;
  onSort: (field: ExampleSortField) => void;
  onRetry: () => void;
  onEdit: (row: NumberedExample) => void;
  /** Absent for a role that may not delete (an Editör): the table offers no delete button. */
  onDelete?: (row: NumberedExample) => void;
}

const sortIcon = { ascending: 'sortAscending', descending: 'sortDescending', none: 'sortable' } as const;

/**
 * The Example table (docs/requirements.md §2): the record's number, field 1, field 2 and the edit and delete
 * actions of each row; the first three headers sort. On a phone each row stacks its cells.
 */
export function ExampleTable({
  rows,
  sort,
  loading,
  failed,
  searching,
  onSort,
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
  const header = (field: ExampleSortField, label: string, className?: string) => {
    const order = ariaSort(sort, field);
    return (
      <th scope="col" className={className} aria-sort={order}>
        <button type="button" className={styles.sort} onClick={() => onSort(field)}>
          {label}
          <Icon name={sortIcon[order]} size={14} />
        </button>
      </th>
    );
  };
  return (
    <table className={table.table} aria-busy={loading}>
      <thead>
        <tr className={styles.headRow}>
          {header('number', texts.columnNumber, table.number)}
          {header('field1', texts.columnField1)}
          {header('field2', texts.columnField2)}
          <th scope="col" className={`${table.end} ${styles.actionsHead}`}>
            {texts.columnActions}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow
            columns={4}
            text={emptyText}
            retry={failed && !loading ? { label: texts.retry, onRetry } : undefined}
          />
        ) : (
          rows.map((row) => (
            <tr key={row.id} className={`${table.row} ${styles.row}`}>
              <td className={`${table.number} ${styles.numberCell}`}>{row.number}</td>
              <td className={`${table.text} ${styles.field1}`}>{row.field1}</td>
              <td className={`${table.text} ${styles.field2}`}>{row.field2}</td>
              <td className={styles.actionsCell}>
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
                  {onDelete && (
                    <button
                      type="button"
                      className={styles.delete}
                      aria-label={texts.deleteRow(row.field1)}
                      onClick={() => onDelete(row)}
                    >
                      <Icon name="delete" size={16} />
                      <span className={styles.actionText}>{texts.delete}</span>
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
