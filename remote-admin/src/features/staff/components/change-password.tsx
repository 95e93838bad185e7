import { valibotResolver } from '@hookform/resolvers/valibot';
import { accountMessages, type ChangePasswordRequest, changePasswordRequestSchema } from '@sportif/contract';
import { authStore, notifyApiError, notifySuccess } from '@sportif/runtime';
import { FormField } from '@sportif/ui';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import formStyles from '../../../components/form.module.css';
import { FormActions } from '../../../components/form-actions';
import screen from '../../../components/screen.module.css';
import { ScreenHeading } from '../../../components/screen-heading';
import { adminTexts } from '../../../texts';
import { staffApi } from '../api/staff-api';

const texts = adminTexts.password;
const empty: ChangePasswordRequest = { currentPassword: '', newPassword: '', newPasswordAgain: '' };
/** The API's rules, and the two new passwords alike, checked beside the second one. */
const formSchema = v.pipe(
  changePasswordRequestSchema,
  v.forward(
    v.check((body) => body.newPassword === body.newPasswordAgain, accountMessages.passwordsDiffer),
    ['newPasswordAgain'],
  ),
);
const fields = [
  { name: 'currentPassword', label: texts.current, autoComplete: 'current-password' },
  { name: 'newPassword', label: texts.next, autoComplete: 'new-password' },
  { name: 'newPasswordAgain', label: texts.again, autoComplete: 'new-password' },
] as const;

/**
 * Şifremi değiştir (issue 37), for every staff member: the current password and the new one
 * twice. This session keeps going with the fresh token the API answers; the others end.
 */
export default function ChangePassword() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(formSchema), defaultValues: empty });
  const submit = handleSubmit(async (request) => {
    try {
      authStore.getState().signIn(await staffApi.changePassword(request));
      reset(empty);
      notifySuccess(texts.changed);
    } catch (error) {
      notifyApiError(error);
    }
  });
  return (
    <>
      <ScreenHeading title={texts.title} intro={texts.intro} />
      <section className={`${screen.card} ${screen.padded}`} aria-label={texts.title}>
        <form className={formStyles.form} onSubmit={submit} noValidate>
          {fields.map(({ name, label, autoComplete }) => (
            <FormField key={name} look="panel" label={label} error={errors[name]?.message}>
              {(control) => (
                <input {...control} type="password" autoComplete={autoComplete} {...register(name)} />
              )}
            </FormField>
          ))}
          <FormActions submitting={isSubmitting} saveText={texts.save} savingText={texts.saving} />
        </form>
      </section>
    </>
  );
}
