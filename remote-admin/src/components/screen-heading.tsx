import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';
import { PageTitle } from './page-title';
import styles from './screen.module.css';

/** The top of a back-office screen: the tab's title, the breadcrumb, the heading with its intro, and the screen's buttons. */
export function ScreenHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageTitle title={title} />
      <Breadcrumb current={title} />
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
        </div>
        {children}
      </div>
    </>
  );
}
