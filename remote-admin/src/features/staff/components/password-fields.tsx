import { valibotResolver } from '@hookform/resolvers/valibot';
import { newPasswordSchema } from '@sportif/contract';
import { FormField } from '@sportif/ui';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import formStyles from '../../../components/form.module.css';
import { FormActions } from '../../../components/form-actions';
import { adminTexts } from '../../../texts';

const texts = adminTexts.users;
const resetSchema = v.object({ password: newPasswordSchema });

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
      <FormField
        look="panel"
        label={texts.newPassword}
        hint={texts.passwordHint}
        error={errors.password?.message}
      >
        {(control) => (
          <input {...control} type="password" autoComplete="new-password" {...register('password')} />
        )}
      </FormField>
      <FormActions
        submitting={isSubmitting}
        saveText={texts.save}
        savingText={texts.saving}
        cancel={{ text: texts.cancel, onCancel }}
      />
    </form>
  );
}
