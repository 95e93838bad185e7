import { useAuth } from '@sportif/runtime';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { SearchField } from '../../../components/search-field';
import { adminTexts } from '../../../texts';
import { filterMenu } from '../model/filter-menu';
import { adminMenu, type MenuItem, menuFor } from '../model/menu-item';
import styles from './side-menu.module.css';

const texts = adminTexts.layout;

interface SideMenuProps {
  id: string;
  /** Open on narrow screens, where the menu slides over the page; always shown on wide ones. */
  open: boolean;
  /** A link was followed: on narrow screens the menu gets out of the way. */
  onNavigate: () => void;
}

/** The side menu (docs/requirements.md §2): the signed-in user's name, a search box, and the entries it leaves. */
export function SideMenu({ id, open, onNavigate }: SideMenuProps) {
  const user = useAuth((state) => state.user);
  const name = user?.Name ?? '';
  const email = user?.Email ?? '';
  const [query, setQuery] = useState('');
  // What the role may open (the API refuses the rest anyway), then what the search leaves.
  const items = filterMenu(menuFor(adminMenu, user?.Role ?? 'editor'), query);

  return (
    <aside id={id} className={`${styles.sidebar} ${open ? styles.open : ''}`}>
      <div className={styles.user}>
        <span className={styles.avatar} aria-hidden="true">
          {name.trim().charAt(0).toLocaleUpperCase('tr-TR')}
        </span>
        <span className={styles.userText}>
          <span className={styles.userLabel}>{texts.signedInAs}</span>
          <span className={styles.userName}>{name}</span>
          <span className={styles.userEmail}>{email}</span>
        </span>
      </div>
      <div className={styles.search}>
        <SearchField
          label={texts.menuSearch}
          hideLabel
          placeholder={texts.menuSearchPlaceholder}
          value={query}
          onChange={setQuery}
          className={styles.searchInput}
        />
      </div>
      <nav aria-label={texts.menuLabel}>
        {items.length === 0 ? (
          <p className={styles.empty}>{texts.menuEmpty}</p>
        ) : (
          <MenuList items={items} onNavigate={onNavigate} />
        )}
      </nav>
    </aside>
  );
}

function MenuList({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate: () => void }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.isTitle ? 'title' : 'entry'}:${item.name}`}>
          {item.isTitle ? (
            <span className={styles.title}>{item.name}</span>
          ) : item.url ? (
            <NavLink
              to={item.url}
              end
              onClick={onNavigate}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            >
              {item.icon && <Icon name={item.icon} />}
              {item.name}
            </NavLink>
          ) : (
            <span className={styles.group}>
              {item.icon && <Icon name={item.icon} />}
              {item.name}
            </span>
          )}
          {item.subMenus && item.subMenus.length > 0 && (
            <div className={styles.sub}>
              <MenuList items={item.subMenus} onNavigate={onNavigate} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
