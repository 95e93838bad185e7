import type { ExampleFormValues, ExampleQueryRequest, ExamplesPage } from '@sportif/contract';
import { notifyApiError, notifyInfo, notifySuccess } from '@sportif/runtime';
import { type Loaded, useLoaded } from '../../../hooks/use-loaded';
import { examplesApi } from '../api/examples-api';

export interface ExamplesState extends Loaded<ExamplesPage> {
  /** Each resolves true when the API accepted the change. */
  create: (fields: ExampleFormValues) => Promise<boolean>;
  update: (id: string, fields: ExampleFormValues) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
}

/**
 * The page of Examples the screen shows (issue 20: searched, sorted and paged by the API) and
 * the changes to them (docs/requirements.md §4): it loads on open, whenever the query changes, and again after
 * every create, update and delete. The API's message is a success toast after a create and an
 * info toast after an update or a delete; failures show the error catalogue's toast.
 */
export function useExamples(query: ExampleQueryRequest): ExamplesState {
  const page = useLoaded(() => examplesApi.query(query), JSON.stringify(query));

  const change = async (call: () => Promise<string>, notify: (message: string) => void): Promise<boolean> => {
    let message: string;
    try {
      message = await call();
    } catch (error) {
      notifyApiError(error);
      return false;
    }
    notify(message);
    page.reload();
    return true;
  };

  return {
    ...page,
    create: (fields) => change(() => examplesApi.create(fields), notifySuccess),
    update: (id, fields) => change(() => examplesApi.update({ id, ...fields }), notifyInfo),
    remove: (id) => change(() => examplesApi.deleteById({ id }), notifyInfo),
  };
}
