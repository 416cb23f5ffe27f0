import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { initials } from '@telecom/domain';
import { paths } from '../../config/paths';
import { useLogout, type SessionUser } from '../../lib/session';

/**
 * The signed-in user's menu (spec point 2): initials and name on the button; dashboard (the admin dashboard for
 * admins), profile (non-admins), view site (admins) and logout, which goes to /.
 */
export function UserMenu({ user, isAdmin }: { user: SessionUser; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="user-menu__name" title={user.name}>
          {user.name}
        </span>
        <span className="visually-hidden">{t('nav.userMenu')}</span>
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        <li>
          <Link to={isAdmin ? paths.admin : paths.dashboard} onClick={close}>
            {isAdmin ? t('nav.adminDashboard') : t('nav.dashboard')}
          </Link>
        </li>
        {!isAdmin && (
          <li>
            <Link to={paths.profile} onClick={close}>
              {t('nav.profile')}
            </Link>
          </li>
        )}
        {isAdmin && (
          <li>
            <Link to={paths.home} onClick={close}>
              {t('nav.viewSite')}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              logout.mutate(undefined, { onSettled: () => void navigate(paths.home) });
            }}
          >
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
