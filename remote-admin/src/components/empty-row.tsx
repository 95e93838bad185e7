import table from './data-table.module.css';

interface EmptyRowProps {
  /** The table's column count, for the one cell to span. */
  columns: number;
  text: string;
  /** Shown with a button that loads the table again, after a load failed. */
  retry?: { label: string; onRetry: () => void } | undefined;
}

/** The one row of a table with nothing to show: loading, failed (with a retry), or empty. */
export function EmptyRow({ columns, text, retry }: EmptyRowProps) {
  return (
    <tr className={table.emptyRow}>
      <td colSpan={columns} className={table.empty}>
        {text}
        {retry && (
          <button type="button" className={table.retry} onClick={retry.onRetry}>
            {retry.label}
          </button>
        )}
      </td>
    </tr>
  );
}
