import { ModalDialog } from '@sportif/ui';
import { useState } from 'react';
import { Breadcrumb } from '../../../components/breadcrumb';
import { Icon } from '../../../components/icon';
import { PageTitle } from '../../../components/page-title';
import { Pager } from '../../../components/pager';
import screen from '../../../components/screen.module.css';
import { usePaging } from '../../../hooks/use-paging';
import { adminTexts } from '../../../texts';
import { messagesApi } from '../api/messages-api';
import { useLiveMessages } from '../hooks/use-live-messages';
import { MessageDetails } from './message-details';
import { MessageTable } from './message-table';
import styles from './messages.module.css';

const texts = adminTexts.messages;
const pageSize = 50;

/**
 * Mesajlar (issue 20): the contact messages the outbox holds, newest first and paged, with their
 * delivery state, which refreshes itself while a delivery is under way. One opens in a dialog.
 */
export default function Messages() {
  const paging = usePaging('', pageSize);
  const { offset } = paging;
  const list = useLiveMessages(
    () => messagesApi.query({ offset, limit: pageSize }),
    String(offset),
    (page) => page.items,
  );
  paging.keepWithin(list.data, list.loading);
  const [openId, setOpenId] = useState<string | null>(null);
  const messages = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <>
      <PageTitle title={texts.title} />
      <Breadcrumb current={texts.title} />
      <div className={screen.header}>
        <div>
          <h1 className={screen.title}>{texts.title}</h1>
          <p className={styles.intro}>{texts.intro}</p>
        </div>
        <button type="button" className={screen.button} onClick={list.reload}>
          <Icon name="refresh" />
          {texts.refresh}
        </button>
      </div>
      <section className={screen.card} aria-label={texts.title}>
        <div className={screen.toolbar}>
          <span className={screen.count} aria-live="polite">
            {list.data ? texts.total(total) : ''}
          </span>
        </div>
        <MessageTable
          messages={messages}
          loading={list.loading}
          failed={list.failed}
          onRetry={list.reload}
          onOpen={(message) => setOpenId(message.id)}
        />
        {total > 0 && (
          <Pager offset={offset} limit={pageSize} total={total} onOffsetChange={paging.setOffset} />
        )}
      </section>
      <ModalDialog open={openId !== null} title={texts.detailTitle} onClose={() => setOpenId(null)}>
        {openId && (
          <MessageDetails key={openId} id={openId} onRequeued={list.reload} onClose={() => setOpenId(null)} />
        )}
      </ModalDialog>
    </>
  );
}
