import type { Example, ExampleFormValues } from '@sportif/shared/contract';
import { ConfirmDialog, ModalDialog } from '@sportif/shared/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { PageTitle } from '../../../components/page-title';
import { adminTexts } from '../../../texts';
import { useExamples } from '../hooks/use-examples';
import { filterExamples } from '../model/filter-examples';
import { ExampleForm } from './example-form';
import { ExampleTable } from './example-table';
import styles from './examples.module.css';

const texts = adminTexts.examples;

/**
 * The Examples screen (spec §2, §4): breadcrumb, a search box over the table, an add button, and
 * the table whose rows open the edit form or ask before deleting.
 */
export default function Examples() {
  const examples = useExamples();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Example | null>(null);
  const [deleting, setDeleting] = useState<Example | null>(null);
  const searchId = useId();
  const rows = filterExamples(examples.rows, query);
  const loadingWithoutRows = examples.loading && examples.rows.length === 0;

  const saveNew = async (values: ExampleFormValues) => {
    const saved = await examples.create(values);
    if (saved) setCreating(false);
    return saved;
  };

  const saveEdit = async (values: ExampleFormValues) => {
    if (!editing) return false;
    const saved = await examples.update(editing.id, values);
    if (saved) setEditing(null);
    return saved;
  };

  return (
    <>
      <PageTitle title={texts.title} />
      <nav aria-label={adminTexts.breadcrumb} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/admin">{adminTexts.menu.home}</Link>
          </li>
          <li aria-current="page">{texts.title}</li>
        </ol>
      </nav>
      <div className={styles.header}>
        <h1 className={styles.title}>{texts.title}</h1>
        <button type="button" className={styles.add} onClick={() => setCreating(true)}>
          <Icon name="add" />
          {texts.add}
        </button>
      </div>
      <section className={styles.card} aria-label={texts.title}>
        <div className={styles.toolbar}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {texts.search}
          </label>
          <input
            id={searchId}
            className={styles.search}
            type="search"
            placeholder={texts.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <span className={styles.count} aria-live="polite">
            {loadingWithoutRows ? '' : texts.count(rows.length, examples.rows.length)}
          </span>
        </div>
        <ExampleTable
          rows={rows}
          loading={loadingWithoutRows}
          failed={examples.failed}
          searching={rows.length !== examples.rows.length}
          onRetry={examples.reload}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </section>

      <ModalDialog open={creating} title={texts.createTitle} onClose={() => setCreating(false)}>
        <ExampleForm onSave={saveNew} onCancel={() => setCreating(false)} />
      </ModalDialog>
      <ModalDialog open={editing !== null} title={texts.editTitle} onClose={() => setEditing(null)}>
        <ExampleForm
          key={editing?.id}
          initialValues={editing ? { field1: editing.field1, field2: editing.field2 } : undefined}
          onSave={saveEdit}
          onCancel={() => setEditing(null)}
        />
      </ModalDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        text={texts.deleteQuestion(deleting?.field1 ?? '')}
        onConfirm={() => {
          if (deleting) void examples.remove(deleting.id);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
