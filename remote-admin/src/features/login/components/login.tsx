import { authStore, notifyApiError, notifyError, storedTokenValid, useAuth } from '@sportif/runtime';
import { FormField, sharedStyles } from '@sportif/ui';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import button from '../../../components/button.module.css';
import { PageTitle } from '../../../components/page-title';
import { adminTexts } from '../../../texts';
import { requestToken } from '../api/request-token';
import { redirectTarget } from '../model/redirect-target';
import styles from './login.module.css';

const texts = adminTexts.login;

/**
 * Sign-in (docs/requirements.md §2, §4). The form validates nothing itself (docs/requirements.md §5): the API's messages, an empty
 * field's included, are shown as toasts. While the request runs the button is replaced by a
 * disabled one; loading ends only when the request fails, since success leaves the page.
 * Signed in (just now, or already when the page opens), it leads on to where the guard was
 * asked to go, or the admin home, with the same check the guard makes.
 */
export default function Login() {
  const location = useLocation();
  const signedIn = useAuth((state) => state.token !== null) && storedTokenValid();
  const [loading, setLoading] = useState(false);
  const introId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    setLoading(true);
    try {
      const token = await requestToken({
        emailOrUserName: String(form.get('emailOrUserName') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      if (!authStore.getState().signIn(token)) {
        notifyError(texts.unreadableToken);
        setLoading(false);
      }
    } catch (error) {
      notifyApiError(error);
      setLoading(false);
    }
  };

  if (signedIn) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <main className={styles.page}>
      <PageTitle title={texts.title} />
      <div className={styles.card}>
        <div className={styles.brand}>
          <BrandMark size={40} />
          <span>
            <span className={styles.brandName}>{adminTexts.brand}</span>
            <span className={styles.panelName}>{adminTexts.panelName}</span>
          </span>
        </div>
        <h1 className={styles.title}>{texts.title}</h1>
        <p id={introId} className={styles.intro}>
          {texts.intro}
        </p>
        <form className={styles.form} onSubmit={submit} aria-describedby={introId}>
          <FormField look="panel" label={texts.emailOrUserName}>
            {(control) => (
              <input
                {...control}
                name="emailOrUserName"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </FormField>
          <FormField look="panel" label={texts.password}>
            {(control) => (
              <input {...control} name="password" type="password" autoComplete="current-password" />
            )}
          </FormField>
          {loading ? (
            <button
              type="button"
              className={`${button.primary} ${styles.submit} ${sharedStyles.focusRing}`}
              disabled
            >
              <span className={styles.spinner} aria-hidden="true" />
              {texts.submitting}
            </button>
          ) : (
            <button type="submit" className={`${button.primary} ${styles.submit} ${sharedStyles.focusRing}`}>
              {texts.submit}
            </button>
          )}
        </form>
        <Link className={`${styles.back} ${sharedStyles.focusRing}`} to="/">
          {texts.backToSite}
        </Link>
      </div>
    </main>
  );
}
