import type { ContactMessage } from '@sportif/contract';
import { notifyApiError, notifySuccess } from '@sportif/runtime';
import { ConfirmDialog, ModalDialog } from '@sportif/ui';
import { useState } from 'react';
import { Icon } from '../../../components/icon';
import { Pager } from '../../../components/pager';
import screen from '../../../components/screen.module.css';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePaging } from '../../../hooks/use-paging';
import { adminTexts } from '../../../texts';
import { messagesApi } from '../api/messages-api';
import { useLiveMessages } from '../hooks/use-live-messages';
import {
  downloadText,
  filtersKey,
  isFiltered,
  type MessageFilters,
  noFilters,
} from '../model/message-filters';
import { MessageDetails } from './message-details';
import { MessageFiltersBar } from './message-filters-bar';
import { MessageTable } from './message-table';

const texts = adminTexts.messages;
const pageSize = 50;

/**
 * Mesajlar (issues 20 and 37): the contact messages the outbox holds, newest first and paged,
 * searched by sender and filtered by subject (branch), state and delivery on the server, with
 * their read or handled mark and their delivery state, which refreshes itself while a delivery is
 * under way. One opens in a dialog (and is marked read); the filtered list exports as CSV.
 */
export default function Messages() {
  const [typed, setTyped] = useState<MessageFilters>(noFilters);
  const search = useDebouncedValue(typed.search, 300);
  const filters = { ...typed, search };
  const key = filtersKey(filters);
  const paging = usePaging(key, pageSize);
  const { offset } = paging;
  const list = useLiveMessages(
    () => messagesApi.query({ ...filters, offset, limit: pageSize }),
    `${key}|${offset}`,
    (page) => page.items,
  );
  paging.keepWithin(list.data, list.loading);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const messages = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const filtered = isFiltered(filters);

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(await messagesApi.exportCsv(filters), texts.csvFileName, 'text/csv;charset=utf-8');
    } catch (error) {
      notifyApiError(error);
    } finally {
      setExporting(false);
    }
  };
  const erase = async (message: ContactMessage) => {
    try {
      notifySuccess(await messagesApi.deleteById(message.id));
    } catch (error) {
      notifyApiError(error);
    }
    list.reload();
  };
  const close = () => {
    setOpenId(null);
    list.reload();
  };

  return (
    <>
      <ScreenHeading title={texts.title} intro={texts.intro}>
        <div>
          <button type="button" className={screen.button} onClick={list.reload}>
            <Icon name="refresh" />
            {texts.refresh}
          </button>{' '}
          <button type="button" className={screen.button} disabled={exporting} onClick={exportCsv}>
            {exporting ? texts.exporting : texts.exportCsv}
          </button>
        </div>
      </ScreenHeading>
      <section className={screen.card} aria-label={texts.title}>
        <div className={screen.toolbar}>
          <MessageFiltersBar filters={typed} subjects={list.data?.subjects ?? []} onChange={setTyped} />
          <span className={screen.count} aria-live="polite">
            {list.data ? (filtered ? texts.filteredTotal(total) : texts.total(total)) : ''}
          </span>
        </div>
        <MessageTable
          messages={messages}
          loading={list.loading}
          failed={list.failed}
          filtered={filtered}
          onRetry={list.reload}
          onOpen={(message) => setOpenId(message.id)}
        />
        {total > 0 && (
          <Pager offset={offset} limit={pageSize} total={total} onOffsetChange={paging.setOffset} />
        )}
      </section>
      <ModalDialog open={openId !== null} title={texts.detailTitle} onClose={close}>
        {openId && (
          <MessageDetails
            key={openId}
            id={openId}
            onChanged={list.reload}
            onDelete={(message) => {
              setOpenId(null);
              setDeleting(message);
            }}
            onClose={close}
          />
        )}
      </ModalDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        text={texts.deleteQuestion(deleting?.number ?? 0, deleting?.name ?? '')}
        confirmText={texts.delete}
        cancelText={texts.cancel}
        onConfirm={() => {
          if (deleting) void erase(deleting);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
