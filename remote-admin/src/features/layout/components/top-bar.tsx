import { authStore, useAuth } from '@sportif/shared';
import { Link, useNavigate } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { adminTexts } from '../../../texts';
import styles from './top-bar.module.css';

const texts = adminTexts.layout;

interface TopBarProps {
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** The admin's top bar (spec §2): the menu button on narrow screens, the user's name and logout. */
export function TopBar({ menuId, menuOpen, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  const name = useAuth((state) => state.user?.Name ?? '');

  const logout = () => {
    // Spec §2: logout clears all local storage and goes to /login.
    authStore.getState().signOut();
    navigate('/login', { replace: true });
  };

  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.menuButton}
        aria-controls={menuId}
        aria-expanded={menuOpen}
        aria-label={menuOpen ? texts.closeMenu : texts.openMenu}
        onClick={onToggleMenu}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <Link to="/admin" className={styles.brand}>
        <BrandMark size={32} />
        <span className={styles.brandText}>
          {adminTexts.brand}
          <span className={styles.panelName}>{adminTexts.panelName}</span>
        </span>
      </Link>
      <div className={styles.user}>
        <span className={styles.userName}>{name}</span>
        <button type="button" className={styles.logout} onClick={logout}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M14 5h4a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-4M10 8l-4 4 4 4M6 12h10"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{texts.logout}</span>
        </button>
      </div>
    </header>
  );
}
