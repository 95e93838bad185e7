import { notifyApiError, notifyInfo, notifySuccess } from '@sportif/shared';
import type { Example, ExampleFormValues } from '@sportif/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { examplesApi } from '../api/examples-api';

export interface ExamplesState {
  rows: readonly Example[];
  loading: boolean;
  /** The last load failed (its message was shown as a toast). */
  failed: boolean;
  reload: () => void;
  /** Each resolves true when the API accepted the change. */
  create: (fields: ExampleFormValues) => Promise<boolean>;
  update: (id: string, fields: ExampleFormValues) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
}

/**
 * The Example list and its changes (spec §4): loaded on open and again after every create,
 * update and delete. The API's message is a success toast after a create and an info toast after
 * an update or a delete; failures show the error catalogue's toast.
 */
export function useExamples(): ExamplesState {
  const [rows, setRows] = useState<readonly Example[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // Only the latest load may fill the table: an older, slower answer must not overwrite it.
  const latestLoad = useRef(0);

  const reload = useCallback(() => {
    const load = ++latestLoad.current;
    setLoading(true);
    examplesApi.getAll().then(
      (list) => {
        if (load !== latestLoad.current) return;
        setRows(list);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (load !== latestLoad.current) return;
        notifyApiError(error);
        setFailed(true);
        setLoading(false);
      },
    );
  }, []);

  useEffect(reload, [reload]);

  const change = async (call: () => Promise<string>, notify: (message: string) => void): Promise<boolean> => {
    let message: string;
    try {
      message = await call();
    } catch (error) {
      notifyApiError(error);
      return false;
    }
    notify(message);
    reload();
    return true;
  };

  return {
    rows,
    loading,
    failed,
    reload,
    create: (fields) => change(() => examplesApi.create(fields), notifySuccess),
    update: (id, fields) => change(() => examplesApi.update({ id, ...fields }), notifyInfo),
    remove: (id) => change(() => examplesApi.deleteById({ id }), notifyInfo),
  };
}
