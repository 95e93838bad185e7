import { Link } from 'react-router-dom';
import { adminTexts } from '../texts';
import styles from './screen.module.css';

/** The path to a screen of the back-office: the admin home, then the screen. */
export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label={adminTexts.breadcrumb} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/admin">{adminTexts.menu.home}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
