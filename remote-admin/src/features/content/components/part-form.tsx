import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type ContentPart,
  contentPartSchemas,
  type Draft,
  previewTokenField,
  type SiteContent,
} from '@sportif/contract/content';
import { authStore } from '@sportif/runtime';
import { sharedStyles } from '@sportif/ui';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import button from '../../../components/button.module.css';
import screen from '../../../components/screen.module.css';
import { formatTime } from '../../../model/format-time';
import { adminTexts } from '../../../texts';
import type { ContentState } from '../hooks/use-content';
import { previewPathOf } from '../model/preview-path';
import styles from './content.module.css';

const texts = adminTexts.content;

export type PartFormApi = UseFormReturn<FieldValues>;

interface PartFormProps<TPart extends ContentPart> {
  part: TPart;
  draft: Draft<SiteContent[TPart]>;
  save: ContentState['save'];
  /** Loads the drafts again (after a refused save, to see the other person's version). */
  reload: () => void;
  /** The fields, given the form. */
  children: (form: PartFormApi) => ReactNode;
}

/**
 * One part's editor form: its fields, checked by the part's schema (the one the API checks with)
 * before anything is sent, `Kaydet` that saves the draft from the version it was loaded at, and
 * `Önizle` that opens the public page with the saved drafts. Nothing typed is lost when a save
 * fails: the form keeps its values, and a save someone else's overtook says who and when and
 * offers to load theirs.
 */
export function PartForm<TPart extends ContentPart>({
  part,
  draft,
  save,
  reload,
  children,
}: PartFormProps<TPart>) {
  const form = useForm<FieldValues>({
    resolver: valibotResolver(contentPartSchemas[part] as unknown as v.GenericSchema<FieldValues>),
    defaultValues: structuredClone(draft.data) as FieldValues,
  });
  const [conflict, setConflict] = useState<string | null>(null);
  const {
    handleSubmit,
    formState: { isSubmitting, isDirty, isSubmitted, isValid },
  } = form;

  const submit = handleSubmit(async (values) => {
    setConflict(null);
    const result = await save(part, draft.version, values as SiteContent[TPart]);
    if ('conflict' in result) setConflict(result.conflict);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={part}>
      <p className={styles.status}>
        <span>{texts.draftBy(draft.changedBy, formatTime(draft.changedAt))}</span>
        <span className={draft.published ? styles.live : styles.pending}>
          {draft.published ? texts.published : texts.unpublished}
        </span>
      </p>
      {children(form)}
      {conflict && (
        <div className={styles.conflict} role="alert">
          <p>{conflict}</p>
          <button type="button" className={screen.button} onClick={reload}>
            {texts.reload}
          </button>
        </div>
      )}
      {isSubmitted && !isValid && !isSubmitting && (
        <p className={styles.invalid} role="alert">
          {texts.invalid}
        </p>
      )}
      {isDirty && <p className={styles.hint}>{texts.unsaved}</p>}
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${button.primary} ${styles.primary} ${sharedStyles.focusRing}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? texts.saving : texts.save}
        </button>
        <PreviewButton path={previewPathOf(part)} />
      </div>
    </form>
  );
}

/**
 * `Önizle`: the public page rendered with the saved drafts, in a new tab. The token goes in the
 * body of a POST to the page's own URL, never in a URL; the server checks it before it renders.
 */
function PreviewButton({ path }: { path: string }) {
  const open = () => {
    const preview = document.createElement('form');
    preview.method = 'post';
    preview.action = path;
    preview.target = '_blank';
    const token = document.createElement('input');
    token.type = 'hidden';
    token.name = previewTokenField;
    token.value = authStore.getState().token ?? '';
    preview.append(token);
    document.body.append(preview);
    preview.submit();
    preview.remove();
  };
  return (
    <button type="button" className={screen.button} onClick={open} title={texts.previewHint}>
      {texts.preview}
    </button>
  );
}
