import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type CreateAccountRequest,
  createAccountRequestSchema,
  staffRoleLabels,
  staffRoles,
} from '@sportif/contract';
import { FormField } from '@sportif/ui';
import { useForm } from 'react-hook-form';
import formStyles from '../../../components/form.module.css';
import { FormActions } from '../../../components/form-actions';
import { adminTexts } from '../../../texts';
import { NewPasswordField } from './password-fields';

const texts = adminTexts.users;
const emptyAccount: CreateAccountRequest = {
  name: '',
  userName: '',
  email: '',
  role: 'editor',
  password: '',
};

interface AccountFormProps {
  /** Resolves true when the API created the account. */
  onSave: (account: CreateAccountRequest) => Promise<boolean>;
  onCancel: () => void;
}

/** A new staff account (issue 37): checked by the schema the API uses, Turkish messages beside each field. */
export function AccountForm({ onSave, onCancel }: AccountFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(createAccountRequestSchema), defaultValues: emptyAccount });
  const submit = handleSubmit(async (account) => {
    await onSave(account);
  });
  const text = (name: 'name' | 'userName' | 'email', label: string, type = 'text') => (
    <FormField look="panel" label={label} error={errors[name]?.message}>
      {(control) => <input {...control} type={type} autoComplete="off" {...register(name)} />}
    </FormField>
  );
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {text('name', texts.name)}
      {text('userName', texts.userName)}
      {text('email', texts.email, 'email')}
      <FormField look="panel" label={texts.role} error={errors.role?.message}>
        {(control) => (
          <select {...control} {...register('role')}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {staffRoleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <NewPasswordField
        label={texts.password}
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
