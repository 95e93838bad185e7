import { type ExampleFormValues, mayCall, type NumberedExample } from '@sportif/contract';
import { useAuth } from '@sportif/runtime';
import { ConfirmDialog, ModalDialog, sharedStyles } from '@sportif/ui';
import { useState } from 'react';
import { Breadcrumb } from '../../../components/breadcrumb';
import button from '../../../components/button.module.css';
import { Icon } from '../../../components/icon';
import { PageTitle } from '../../../components/page-title';
import { Pager } from '../../../components/pager';
import screen from '../../../components/screen.module.css';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePaging } from '../../../hooks/use-paging';
import { adminTexts } from '../../../texts';
import { useExamples } from '../hooks/use-examples';
import { defaultExampleSort, type ExampleSort, nextSort } from '../model/example-sort';
import { ExampleForm } from './example-form';
import { ExampleTable } from './example-table';
import styles from './examples.module.css';

const texts = adminTexts.examples;
/** Rows on one page: what is on screen is all the page holds, whatever the table's size. */
const pageSize = 50;
/** Typing settles before the search goes out; short, so matches show within 300 ms of the last key. */
const searchDelayMs = 100;

/**
 * The Examples screen (docs/requirements.md §2, §4; issue 20): breadcrumb, a search box, an add button, the
 * total, and one page of the table, searched, sorted and paged by the API. A row opens the
 * edit form or asks before deleting; after a change the page on screen loads again.
 */
export default function Examples() {
  const role = useAuth((state) => state.user?.Role);
  // An Editör may add and edit, not delete (apiAccess; the API refuses it anyway).
  const mayDelete = role !== undefined && mayCall(role, 'Examples/DeleteById');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), searchDelayMs);
  const [sort, setSort] = useState<ExampleSort>(defaultExampleSort);
  const paging = usePaging(`${sort.field} ${sort.direction} ${search}`, pageSize);
  const { offset } = paging;
  const examples = useExamples({
    search,
    sort: sort.field,
    direction: sort.direction,
    offset,
    limit: pageSize,
  });
  paging.keepWithin(examples.data, examples.loading);
  const rows = examples.data?.items ?? [];
  const total = examples.data?.total ?? 0;

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<NumberedExample | null>(null);
  const [deleting, setDeleting] = useState<NumberedExample | null>(null);

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
      <Breadcrumb current={texts.title} />
      <div className={screen.header}>
        <h1 className={screen.title}>{texts.title}</h1>
        <button
          type="button"
          className={`${button.primary} ${styles.add} ${sharedStyles.focusRing}`}
          onClick={() => setCreating(true)}
        >
          <Icon name="add" />
          {texts.add}
        </button>
      </div>
      <section className={screen.card} aria-label={texts.title}>
        <div className={screen.toolbar}>
          <SearchField
            label={texts.search}
            placeholder={texts.searchPlaceholder}
            value={searchText}
            maxLength={200}
            onChange={setSearchText}
            labelClassName={styles.searchLabel}
            className={`${styles.search} ${sharedStyles.inputFocusRing}`}
          />
          <span className={screen.count} aria-live="polite">
            {examples.data ? texts.total(total, search !== '') : ''}
          </span>
        </div>
        <ExampleTable
          rows={rows}
          sort={sort}
          loading={examples.loading}
          failed={examples.failed}
          searching={search !== ''}
          onSort={(field) => setSort(nextSort(sort, field))}
          onRetry={examples.reload}
          onEdit={setEditing}
          onDelete={mayDelete ? setDeleting : undefined}
        />
        {total > 0 && (
          <Pager offset={offset} limit={pageSize} total={total} onOffsetChange={paging.setOffset} />
        )}
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
