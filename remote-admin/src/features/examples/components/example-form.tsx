import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ExampleFormValues, exampleFormSchema } from '@sportif/contract';
import { FormField } from '@sportif/ui';
import { useForm } from 'react-hook-form';
import styles from '../../../components/form.module.css';
import { FormActions } from '../../../components/form-actions';
import { adminTexts } from '../../../texts';

const texts = adminTexts.examples;
const emptyValues: ExampleFormValues = { field1: '', field2: '' };
const fields = [
  { name: 'field1', label: texts.field1 },
  { name: 'field2', label: texts.field2 },
] as const;

interface ExampleFormProps {
  /** The row being edited, copied into the fields; a new record starts empty. */
  initialValues?: ExampleFormValues;
  /** Resolves true when the API accepted the record. */
  onSave: (values: ExampleFormValues) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * The add and edit form (docs/requirements.md §4, §5): validated by the schema the API uses (both fields required,
 * at least 3 characters, Turkish messages), submitted only when valid. After a create it is empty
 * again.
 */
export function ExampleForm({ initialValues, onSave, onCancel }: ExampleFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: valibotResolver(exampleFormSchema),
    defaultValues: initialValues ?? emptyValues,
  });

  const submit = handleSubmit(async (values) => {
    const saved = await onSave(values);
    if (saved && !initialValues) reset(emptyValues);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {fields.map(({ name, label }) => (
        <FormField key={name} look="panel" label={label} error={errors[name]?.message}>
          {(control) => <input {...control} type="text" autoComplete="off" {...register(name)} />}
        </FormField>
      ))}
      <FormActions
        submitting={isSubmitting}
        saveText={texts.save}
        savingText={texts.saving}
        cancel={{ text: texts.cancel, onCancel }}
      />
    </form>
  );
}
