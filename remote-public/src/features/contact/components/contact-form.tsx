import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ContactFormValues, contactFormSchema } from '@sportif/contract';
import { notifyApiError, notifyError, notifySuccess } from '@sportif/runtime';
import { FormField, Select } from '@sportif/ui';
import { useId, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import ui from '../../../styles/ui.module.css';
import { sendContactMessage } from '../api/send-contact-message';
import { contactSubjects, contactTexts } from '../content/contact-content';
import {
  type ContactFieldName,
  type ContactFormOutput,
  contactFieldNames,
  emptyContactForm,
  invalidFieldNames,
} from '../model/contact-form-model';
import styles from './contact-form.module.css';

type SendStatus = 'idle' | 'sent' | 'failed';

interface TextField {
  name: 'name' | 'email' | 'phone';
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'email';
  hint?: string;
}

/** The one-line fields, in the order of the form (docs/requirements.md §3). */
const textFields: readonly TextField[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', hint: contactTexts.phoneHint },
];

/**
 * The "Bize Yazın" form (docs/requirements.md §4, §5): validated by the schema the API uses, errors shown once a
 * field is touched; a valid submit posts Email/SendMail, an invalid one says what is missing.
 */
export function ContactForm() {
  const honeypotId = useId();

  const {
    control: formControl,
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setFocus,
    formState: { errors, touchedFields, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: valibotResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: emptyContactForm,
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<SendStatus>('idle');
  const [invalidFields, setInvalidFields] = useState<ContactFieldName[]>([]);

  const shownError = (name: ContactFieldName): string | undefined =>
    touchedFields[name] ? errors[name]?.message : undefined;

  // Every field keeps its error's line: a message that appears moves nothing below it, so a click
  // on "Gönder" that makes a field lose the focus lands where it was aimed.
  const fieldProps = (name: ContactFieldName) =>
    ({
      look: 'site',
      label: contactTexts.labels[name],
      error: shownError(name),
      reserveErrorLine: true,
    }) as const;

  const send = async (values: ContactFormOutput) => {
    setInvalidFields([]);
    setStatus('idle');
    try {
      await sendContactMessage(values);
      setStatus('sent');
      notifySuccess(contactTexts.sentToast);
      reset(emptyContactForm);
    } catch (error) {
      setStatus('failed');
      notifyApiError(error);
    }
  };

  const refuse = (fieldErrors: FieldErrors<ContactFormValues>) => {
    const invalid = invalidFieldNames(fieldErrors);
    // Every field counts as touched now, so each one says what is wrong with it.
    for (const name of contactFieldNames) setValue(name, getValues(name), { shouldTouch: true });
    setInvalidFields(invalid);
    setStatus('idle');
    notifyError(contactTexts.invalidToast);
    const [first] = invalid;
    if (first) setFocus(first);
  };

  return (
    <form
      className={styles.form}
      aria-label={contactTexts.formLabel}
      noValidate
      data-invalid-fields={invalidFields.join(',')}
      onSubmit={handleSubmit(send, refuse)}
    >
      {textFields.map(({ name, hint, ...input }) => (
        <FormField key={name} {...fieldProps(name)} hint={hint}>
          {(control) => <input {...control} {...input} aria-required="true" {...register(name)} />}
        </FormField>
      ))}

      <FormField {...fieldProps('subject')}>
        {(control) => (
          <Controller
            control={formControl}
            name="subject"
            render={({ field }) => (
              <Select
                ref={field.ref}
                id={control.id}
                name={field.name}
                options={contactSubjects}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={contactTexts.subjectPlaceholder}
                noOptionsText={contactTexts.subjectNoMatch}
                invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
              />
            )}
          />
        )}
      </FormField>

      <FormField {...fieldProps('message')} className={styles.wide}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} ${styles.textarea}`}
            rows={6}
            aria-required="true"
            {...register('message')}
          />
        )}
      </FormField>

      {/* People never see this field; bots that fill it in have their message dropped by the API. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={honeypotId}>{contactTexts.honeypotLabel}</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className={`${styles.actions} ${styles.wide}`}>
        {/* Pressing the button leaves the focus where it is: the field being left would otherwise
            validate at once, and its message could move the button before the click ends. */}
        <button
          type="submit"
          className={ui.button}
          disabled={isSubmitting}
          onMouseDown={(event) => event.preventDefault()}
        >
          {isSubmitting ? contactTexts.sending : contactTexts.submit}
        </button>
        <div className={styles.status} aria-live="polite">
          {status === 'sent' && <p className={styles.sent}>{contactTexts.sentText}</p>}
          {status === 'failed' && (
            <p className={styles.failed} role="alert">
              {contactTexts.failedText}
            </p>
          )}
        </div>
      </div>

      <p className={`${styles.privacy} ${styles.wide}`}>
        {contactTexts.privacy.before}
        <Link to="/kvkk" className={ui.textLink}>
          {contactTexts.privacy.link}
        </Link>
        {contactTexts.privacy.after}
      </p>
    </form>
  );
}
