import { type ApiRoute, mayCall } from '@sportif/contract';
import { useAuth } from '@sportif/runtime';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminTexts } from '../texts';
import { PageTitle } from './page-title';
import screen from './screen.module.css';

const texts = adminTexts.noPermission;

/**
 * A screen for the roles that may make its call (`route`, apiAccess); anyone else, such as an
 * Editör who opens Kullanıcılar by its address, gets a clear "no permission" screen instead. The
 * API refuses the call anyway: this only spares them a screen that cannot work.
 */
export function RequireAccess({ route, children }: { route: ApiRoute; children: ReactNode }) {
  const role = useAuth((state) => state.user?.Role);
  if (role && mayCall(role, route)) return children;
  return (
    <section aria-labelledby="no-permission-title">
      <PageTitle title={texts.title} />
      <h1 id="no-permission-title" className={screen.title}>
        {texts.title}
      </h1>
      <p>{texts.text}</p>
      <Link to="/admin" className={screen.button}>
        {texts.home}
      </Link>
    </section>
  );
}
