import type { ContentPart } from '@sportif/contract/content';
import { sharedStyles } from '@sportif/ui';
import { useState } from 'react';
import { Breadcrumb } from '../../../components/breadcrumb';
import button from '../../../components/button.module.css';
import { PageTitle } from '../../../components/page-title';
import screen from '../../../components/screen.module.css';
import { adminTexts } from '../../../texts';
import { useContent } from '../hooks/use-content';
import styles from './content.module.css';
import { type EditorName, editors } from './content-editors';
import { PartForm } from './part-form';
import { PublicationHistory } from './publication-history';

const texts = adminTexts.content;

/**
 * A content editor of the back-office (issue 37; docs/requirements.md §2): its parts as tabs, the
 * chosen part's form (saved as a draft), `Yayınla` for the saved drafts, and the publications
 * with `Geri al`.
 */
export default function ContentScreen({ editor }: { editor: EditorName }) {
  const { title, tabs } = editors[editor];
  const [chosen, setChosen] = useState<ContentPart>(tabs[0]?.part ?? 'banner');
  const tab = tabs.find(({ part }) => part === chosen) ?? tabs[0];
  const content = useContent();
  const drafts = content.drafts.data;
  const draft = tab && drafts?.parts[tab.part];
  const [publishing, setPublishing] = useState(false);
  const unpublished = drafts ? Object.values(drafts.parts).some((part) => !part.published) : false;

  const publish = async () => {
    setPublishing(true);
    await content.publish();
    setPublishing(false);
  };

  return (
    <>
      <PageTitle title={title} />
      <Breadcrumb current={title} />
      <div className={screen.header}>
        <h1 className={screen.title}>{title}</h1>
        <div className={styles.publish}>
          {drafts && (
            <span className={unpublished ? styles.pending : styles.live}>
              {unpublished ? texts.unpublished : texts.published}
            </span>
          )}
          <button
            type="button"
            className={`${button.primary} ${styles.primary} ${sharedStyles.focusRing}`}
            disabled={publishing || !drafts}
            onClick={publish}
          >
            {publishing ? texts.publishing : texts.publish}
          </button>
        </div>
      </div>
      {tabs.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label={title}>
          {tabs.map(({ part, label }) => (
            <button
              key={part}
              type="button"
              role="tab"
              aria-selected={part === tab?.part}
              className={`${styles.tab} ${sharedStyles.focusRing}`}
              onClick={() => setChosen(part)}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <section className={`${screen.card} ${styles.card}`} aria-label={tab?.label}>
        {tab && draft ? (
          <PartForm
            key={`${tab.part}:${draft.version}`}
            part={tab.part}
            draft={draft}
            save={content.save}
            reload={content.drafts.reload}
          >
            {tab.fields}
          </PartForm>
        ) : (
          <p className={styles.loading}>
            {content.drafts.failed ? texts.loadFailed : texts.loading}
            {content.drafts.failed && (
              <button type="button" className={screen.button} onClick={content.drafts.reload}>
                {texts.retry}
              </button>
            )}
          </p>
        )}
      </section>
      <PublicationHistory history={content.history} onRestore={content.restore} />
    </>
  );
}
