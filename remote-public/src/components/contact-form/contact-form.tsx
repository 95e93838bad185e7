import { valibotResolver } from '@hookform/resolvers/valibot';
import { apiRoutes, type ContactFormValues, contactFormSchema, toSendMailRequest } from '@sportif/contract';
import { apiPost, notifyApiError, notifyError, notifySuccess } from '@sportif/runtime';
import { Select } from '@sportif/ui';
import { useId, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { contactSubjects, contactTexts } from '../../content/contact-content';
import ui from '../../styles/ui.module.css';
import styles from './contact-form.module.css';
import {
  type ContactFieldName,
  type ContactFormOutput,
  contactFieldNames,
  emptyContactForm,
  invalidFieldNames,
} from './contact-form-model';

type SendStatus = 'idle' | 'sent' | 'failed';

/**
 * The "Bize Yazın" form (spec §4, §5): validated by the schema the API uses, errors shown once a
 * field is touched; a valid submit posts Email/SendMail, an invalid one says what is missing.
 */
export function ContactForm() {
  const formId = useId();
  const fieldId = (name: ContactFieldName | 'website') => `${formId}-${name}`;
  const errorId = (name: ContactFieldName) => `${formId}-${name}-error`;
  const phoneHintId = `${formId}-phone-hint`;

  const {
    control,
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

  const send = async (values: ContactFormOutput) => {
    setInvalidFields([]);
    setStatus('idle');
    try {
      // The response's content is not read (spec §7); any answer with data counts as sent.
      await apiPost(apiRoutes.emailSendMail, toSendMailRequest(values), v.string());
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

  const describedBy = (name: ContactFieldName) => (shownError(name) ? errorId(name) : undefined);
  // The line is there, empty, before any error: a message that appears (when a field loses the
  // focus to a click on "Gönder", say) moves nothing below it.
  const fieldError = (name: ContactFieldName) => (
    <p id={errorId(name)} className={styles.error}>
      {shownError(name)}
    </p>
  );

  return (
    <form
      className={styles.form}
      aria-label={contactTexts.formLabel}
      noValidate
      data-invalid-fields={invalidFields.join(',')}
      onSubmit={handleSubmit(send, refuse)}
    >
      <div className={styles.field}>
        <label htmlFor={fieldId('name')} className={styles.label}>
          {contactTexts.labels.name}
        </label>
        <input
          id={fieldId('name')}
          type="text"
          autoComplete="name"
          aria-required="true"
          aria-invalid={shownError('name') ? true : undefined}
          aria-describedby={describedBy('name')}
          className={styles.input}
          {...register('name')}
        />
        {fieldError('name')}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('email')} className={styles.label}>
          {contactTexts.labels.email}
        </label>
        <input
          id={fieldId('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-required="true"
          aria-invalid={shownError('email') ? true : undefined}
          aria-describedby={describedBy('email')}
          className={styles.input}
          {...register('email')}
        />
        {fieldError('email')}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('phone')} className={styles.label}>
          {contactTexts.labels.phone}
        </label>
        <input
          id={fieldId('phone')}
          type="tel"
          autoComplete="tel"
          aria-required="true"
          aria-invalid={shownError('phone') ? true : undefined}
          aria-describedby={[phoneHintId, describedBy('phone')].filter(Boolean).join(' ')}
          className={styles.input}
          {...register('phone')}
        />
        <p id={phoneHintId} className={styles.hint}>
          {contactTexts.phoneHint}
        </p>
        {fieldError('phone')}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('subject')} className={styles.label}>
          {contactTexts.labels.subject}
        </label>
        <Controller
          control={control}
          name="subject"
          render={({ field }) => (
            <Select
              ref={field.ref}
              id={fieldId('subject')}
              name={field.name}
              options={contactSubjects}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={contactTexts.subjectPlaceholder}
              noOptionsText={contactTexts.subjectNoMatch}
              invalid={Boolean(shownError('subject'))}
              aria-describedby={describedBy('subject')}
            />
          )}
        />
        {fieldError('subject')}
      </div>

      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={fieldId('message')} className={styles.label}>
          {contactTexts.labels.message}
        </label>
        <textarea
          id={fieldId('message')}
          rows={6}
          aria-required="true"
          aria-invalid={shownError('message') ? true : undefined}
          aria-describedby={describedBy('message')}
          className={`${styles.input} ${styles.textarea}`}
          {...register('message')}
        />
        {fieldError('message')}
      </div>

      {/* People never see this field; bots that fill it in have their message dropped by the API. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId('website')}>{contactTexts.honeypotLabel}</label>
        <input
          id={fieldId('website')}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
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
