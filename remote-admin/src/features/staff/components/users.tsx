import { type StaffAccount, type StaffRole, staffRoleLabels, staffRoles } from '@sportif/contract';
import { notifyApiError, notifySuccess, useAuth } from '@sportif/runtime';
import { ModalDialog } from '@sportif/ui';
import { useState } from 'react';
import { ConflictNotice, conflictOf } from '../../../components/conflict-notice';
import table from '../../../components/data-table.module.css';
import { EmptyRow } from '../../../components/empty-row';
import { Icon } from '../../../components/icon';
import { RequireAccess } from '../../../components/require-access';
import screen from '../../../components/screen.module.css';
import { ScreenHeading } from '../../../components/screen-heading';
import { useLoaded } from '../../../hooks/use-loaded';
import { formatTime } from '../../../model/format-time';
import { adminTexts } from '../../../texts';
import { staffApi } from '../api/staff-api';
import { AccountForm } from './account-form';
import { ResetPasswordForm } from './password-fields';

const texts = adminTexts.users;

/** Kullanıcılar (issue 37), for a Yönetici only: anyone else gets the "no permission" screen. */
export default function Users() {
  return (
    <RequireAccess route="Staff/Query">
      <UsersScreen />
    </RequireAccess>
  );
}

/**
 * The staff accounts: create one, change a role, disable or enable one, reset a password. Each
 * change is sent with the version the row was read at; one someone else saved first is refused
 * and said so, with a button that loads the list again.
 */
function UsersScreen() {
  const list = useLoaded(staffApi.list, 'staff');
  const selfId = useAuth((state) => state.user?.Id);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const accounts = list.data ?? [];

  /** Runs a change; a 409 becomes the notice, anything else a toast. Resolves true when saved. */
  const change = async (save: () => Promise<StaffAccount>, done: (account: StaffAccount) => string) => {
    try {
      const account = await save();
      notifySuccess(done(account));
      setConflict(null);
      list.reload();
      return true;
    } catch (error) {
      const line = conflictOf(error);
      if (line) setConflict(line);
      else notifyApiError(error);
      return false;
    }
  };
  const update = (account: StaffAccount, role: StaffRole, disabled: boolean) =>
    change(
      () => staffApi.update({ id: account.id, version: account.version, role, disabled }),
      (saved) => texts.updated(saved.name),
    );
  const reload = () => {
    setConflict(null);
    list.reload();
  };

  return (
    <>
      <ScreenHeading title={texts.title} intro={texts.intro}>
        <button type="button" className={screen.button} onClick={() => setCreating(true)}>
          <Icon name="add" />
          {texts.add}
        </button>
      </ScreenHeading>
      {conflict && <ConflictNotice message={conflict} onReload={reload} />}
      <section className={screen.card} aria-label={texts.title}>
        <div className={screen.toolbar}>
          <span className={screen.count} aria-live="polite">
            {list.data ? texts.total(accounts.length) : ''}
          </span>
        </div>
        <table className={table.table} aria-busy={list.loading}>
          <thead className={table.stackedHead}>
            <tr>
              <th scope="col">{texts.columnName}</th>
              <th scope="col">{texts.columnUserName}</th>
              <th scope="col">{texts.columnRole}</th>
              <th scope="col">{texts.columnState}</th>
              <th scope="col">{texts.columnChanged}</th>
              <th scope="col" className={table.end}>
                {texts.columnActions}
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.length === 0 ? (
              <EmptyRow
                columns={6}
                text={list.failed ? texts.loadFailed : texts.loading}
                retry={
                  list.failed && !list.loading ? { label: texts.retryLoad, onRetry: list.reload } : undefined
                }
              />
            ) : (
              accounts.map((account) => (
                <tr key={account.id} className={`${table.row} ${table.stacked}`}>
                  <td className={table.text}>
                    {account.name}
                    <br />
                    <small>{account.email}</small>
                  </td>
                  <td className={table.text}>{account.userName}</td>
                  <td>
                    <select
                      className={screen.rowSelect}
                      aria-label={texts.roleOf(account.name)}
                      value={account.role}
                      onChange={(event) =>
                        void update(account, event.target.value as StaffRole, account.disabled)
                      }
                    >
                      {staffRoles.map((role) => (
                        <option key={role} value={role}>
                          {staffRoleLabels[role]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>{account.disabled ? texts.disabled : texts.active}</td>
                  <td className={table.text}>
                    {texts.changedBy(formatTime(account.updatedAt), account.updatedByName)}
                  </td>
                  <td className={`${table.end} ${table.stackedActions}`}>
                    <button
                      type="button"
                      className={screen.button}
                      disabled={account.id === selfId && !account.disabled}
                      onClick={() => void update(account, account.role, !account.disabled)}
                    >
                      {account.disabled ? texts.enable : texts.disable}
                    </button>{' '}
                    <button type="button" className={screen.button} onClick={() => setResetting(account)}>
                      {texts.resetPassword}
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <ModalDialog open={creating} title={texts.createTitle} onClose={() => setCreating(false)}>
        <AccountForm
          onCancel={() => setCreating(false)}
          onSave={async (account) => {
            const saved = await change(
              () => staffApi.create(account),
              (created) => texts.created(created.name),
            );
            if (saved) setCreating(false);
            return saved;
          }}
        />
      </ModalDialog>
      <ModalDialog
        open={resetting !== null}
        title={texts.resetTitle(resetting?.name ?? '')}
        onClose={() => setResetting(null)}
      >
        {resetting && (
          <ResetPasswordForm
            key={resetting.id}
            onCancel={() => setResetting(null)}
            onSave={async (password) => {
              await change(
                () => staffApi.resetPassword({ id: resetting.id, version: resetting.version, password }),
                (saved) => texts.passwordReset(saved.name),
              );
              setResetting(null);
            }}
          />
        )}
      </ModalDialog>
    </>
  );
}
