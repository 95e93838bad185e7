import type { Publication } from '@sportif/contract/content';
import { ConfirmDialog } from '@sportif/ui';
import { useState } from 'react';
import table from '../../../components/data-table.module.css';
import { EmptyRow } from '../../../components/empty-row';
import screen from '../../../components/screen.module.css';
import type { Loaded } from '../../../hooks/use-loaded';
import { formatTime } from '../../../model/format-time';
import { adminTexts } from '../../../texts';
import styles from './content.module.css';

const texts = adminTexts.content;

/** The publications, newest first, who published each and when; `Geri al` on each that is not live. */
export function PublicationHistory({
  history,
  onRestore,
}: {
  history: Loaded<Publication[]>;
  onRestore: (id: number) => Promise<void>;
}) {
  const [restoring, setRestoring] = useState<Publication | null>(null);
  const items = history.data ?? [];
  return (
    <section className={`${screen.card} ${styles.history}`} aria-labelledby="content-history">
      <h2 id="content-history" className={styles.historyTitle}>
        {texts.historyTitle}
      </h2>
      <table className={table.table} aria-busy={history.loading}>
        <thead className={table.stackedHead}>
          <tr>
            <th scope="col">{texts.historyColumnNumber}</th>
            <th scope="col">{texts.historyColumnBy}</th>
            <th scope="col">{texts.historyColumnAt}</th>
            <th scope="col">{texts.historyColumnState}</th>
            <th scope="col" className={table.end} />
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <EmptyRow
              columns={5}
              text={history.loading ? texts.loading : history.failed ? texts.loadFailed : texts.historyEmpty}
            />
          ) : (
            items.map((publication) => (
              <tr key={publication.id} className={`${table.row} ${table.stacked}`}>
                <td>#{publication.id}</td>
                <td className={table.text}>{publication.publishedBy}</td>
                <td>{formatTime(publication.publishedAt)}</td>
                <td>
                  {publication.live && <span className={styles.live}>{texts.historyLive}</span>}{' '}
                  {publication.restoredFrom !== null && texts.historyRestoredFrom(publication.restoredFrom)}
                </td>
                <td className={`${table.end} ${table.stackedActions}`}>
                  {!publication.live && (
                    <button
                      type="button"
                      className={screen.button}
                      aria-label={texts.restoreRow(publication.id)}
                      onClick={() => setRestoring(publication)}
                    >
                      {texts.restore}
                    </button>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <ConfirmDialog
        open={restoring !== null}
        title={texts.restoreTitle}
        text={texts.restoreQuestion(restoring?.id ?? 0)}
        onConfirm={() => {
          if (restoring) void onRestore(restoring.id);
        }}
        onClose={() => setRestoring(null)}
        confirmText={texts.restore}
      />
    </section>
  );
}
