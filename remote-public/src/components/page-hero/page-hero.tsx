import { Link } from 'react-router-dom';
import { breadcrumbTexts } from '../../content/site-content';
import styles from './page-hero.module.css';

interface PageHeroProps {
  title: string;
  intro?: string;
}

/** The dark header of an inner page: its h1 and the breadcrumb back to "Ana Sayfa". */
export function PageHero({ title, intro }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <nav aria-label={breadcrumbTexts.label}>
          <ol className={styles.breadcrumb}>
            <li>
              <Link to="/" className={styles.crumbLink}>
                {breadcrumbTexts.home}
              </Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
    </div>
  );
}
