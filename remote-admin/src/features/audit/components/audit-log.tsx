import { type AuditKind, auditKinds } from '@sportif/contract';
import { useState } from 'react';
import table from '../../../components/data-table.module.css';
import { EmptyRow } from '../../../components/empty-row';
import { Pager } from '../../../components/pager';
import { RequireAccess } from '../../../components/require-access';
import screen from '../../../components/screen.module.css';
import { ScreenHeading } from '../../../components/screen-heading';
import { useLoaded } from '../../../hooks/use-loaded';
import { usePaging } from '../../../hooks/use-paging';
import { formatTime } from '../../../model/format-time';
import { adminTexts } from '../../../texts';
import { staffApi } from '../../staff';
import { auditApi } from '../api/audit-api';
import { describeChange } from '../model/describe-change';

const texts = adminTexts.audit;
const pageSize = 50;

/** Değişiklik Kaydı (issue 37), for a Yönetici only. */
export default function AuditLog() {
  return (
    <RequireAccess route="Audit/Query">
      <AuditLogScreen />
    </RequireAccess>
  );
}

/** Every recorded change, newest first, paged, narrowed to one person and one kind. */
function AuditLogScreen() {
  const [actorId, setActorId] = useState('');
  const [kind, setKind] = useState<AuditKind | ''>('');
  const paging = usePaging(`${actorId}|${kind}`, pageSize);
  const { offset } = paging;
  const log = useLoaded(
    () => auditApi.query({ actorId, kind, offset, limit: pageSize }),
    `${actorId}|${kind}|${offset}`,
  );
  paging.keepWithin(log.data, log.loading);
  const people = useLoaded(staffApi.list, 'people');
  const entries = log.data?.items ?? [];
  const total = log.data?.total ?? 0;

  return (
    <>
      <ScreenHeading title={texts.title} intro={texts.intro} />
      <section className={screen.card} aria-label={texts.title}>
        <div className={screen.toolbar}>
          <label className={screen.filter}>
            {texts.person}
            <select value={actorId} onChange={(event) => setActorId(event.target.value)}>
              <option value="">{texts.everyone}</option>
              {(people.data ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name} ({person.userName})
                </option>
              ))}
            </select>
          </label>
          <label className={screen.filter}>
            {texts.kind}
            <select value={kind} onChange={(event) => setKind(event.target.value as AuditKind | '')}>
              <option value="">{texts.everyKind}</option>
              {auditKinds.map((value) => (
                <option key={value} value={value}>
                  {texts.kinds[value]}
                </option>
              ))}
            </select>
          </label>
          <span className={screen.count} aria-live="polite">
            {log.data ? texts.total(total) : ''}
          </span>
        </div>
        <table className={table.table} aria-busy={log.loading}>
          <thead className={table.stackedHead}>
            <tr>
              <th scope="col">{texts.columnTime}</th>
              <th scope="col">{texts.columnPerson}</th>
              <th scope="col">{texts.columnKind}</th>
              <th scope="col">{texts.columnAction}</th>
              <th scope="col">{texts.columnDetails}</th>
            </tr>
          </thead>
          <tbody>
            {entries.length === 0 ? (
              <EmptyRow
                columns={5}
                text={log.loading ? texts.loading : log.failed ? texts.loadFailed : texts.empty}
                retry={
                  log.failed && !log.loading ? { label: texts.retryLoad, onRetry: log.reload } : undefined
                }
              />
            ) : (
              entries.map((entry) => {
                const change = describeChange(entry);
                return (
                  <tr key={entry.id} className={`${table.row} ${table.stacked}`}>
                    <td>{formatTime(entry.at)}</td>
                    <td className={table.text}>{entry.actorName ?? texts.server}</td>
                    <td>{texts.kinds[entry.kind]}</td>
                    <td className={table.text} title={entry.action}>
                      {change.action}
                    </td>
                    <td className={table.text}>{change.details}</td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
        {total > 0 && (
          <Pager offset={offset} limit={pageSize} total={total} onOffsetChange={paging.setOffset} />
        )}
      </section>
    </>
  );
}
