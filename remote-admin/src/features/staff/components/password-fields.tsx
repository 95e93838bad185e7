import { valibotResolver } from '@hookform/resolvers/valibot';
import { newPasswordSchema } from '@sportif/contract';
import { FormField } from '@sportif/ui';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import * as v from 'valibot';
import formStyles from '../../../components/form.module.css';
import { FormActions } from '../../../components/form-actions';
import { adminTexts } from '../../../texts';

const texts = adminTexts.users;
const resetSchema = v.object({ password: newPasswordSchema });

/** A new password (at least 12 characters, as its hint says), which the browser may offer to make. */
export function NewPasswordField({
  label,
  error,
  registration,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField look="panel" label={label} hint={texts.passwordHint} error={error}>
      {(control) => <input {...control} type="password" autoComplete="new-password" {...registration} />}
    </FormField>
  );
}

interface ResetPasswordFormProps {
  /** Resolves when the API answered, whatever it answered. */
  onSave: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** A Yönetici's new password for someone else's account (issue 37): at least 12 characters. */
export function ResetPasswordForm({ onSave, onCancel }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(resetSchema), defaultValues: { password: '' } });
  return (
    <form className={formStyles.form} onSubmit={handleSubmit(({ password }) => onSave(password))} noValidate>
      <NewPasswordField
        label={texts.newPassword}
        error={errors.password?.message}
        registration={register('password')}
      />
      <FormActions
        submitting={isSubmitting}
        saveText={texts.save}
        savingText={texts.saving}
        cancel={{ text: texts.cancel, onCancel }}
      />
    </form>
  );
}
