import { useAuth } from '@sportif/runtime';
import { useId } from 'react';
import { PageTitle } from '../../../components/page-title';
import { adminTexts } from '../../../texts';
import styles from './admin-home.module.css';

const texts = adminTexts.home;

/** The admin's home (docs/requirements.md §2): titled home, with a section titled ERP holding placeholder text. */
export default function AdminHome() {
  const name = useAuth((state) => state.user?.Name ?? '');
  const erpId = useId();
  return (
    <>
      <PageTitle title={texts.title} />
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.welcome}>{texts.welcome(name)}</p>
      <section className={styles.card} aria-labelledby={erpId}>
        <h2 id={erpId} className={styles.cardTitle}>
          {texts.erpTitle}
        </h2>
        {texts.erpText.map((line) => (
          <p key={line} className={styles.cardText}>
            {line}
          </p>
        ))}
      </section>
    </>
  );
}
