import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-state';
import { BrandMark } from '../ui/brand-mark';
import { LanguageSwitcher } from './language-switcher';

// Only a signed-in user has the menu: a visitor's first page does not load it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The main navigation, in the order a visitor meets the products. */
export const MAIN_NAV = [
  { to: paths.esimPro, label: 'nav.esimPro' },
  { to: paths.voip, label: 'nav.voip' },
  { to: paths.aiAssistant, label: 'nav.aiAssistant' },
  { to: paths.aiVoicemail, label: 'nav.aiVoicemail' },
  { to: paths.business, label: 'nav.business' },
  { to: paths.support, label: 'nav.support' },
] as const;

function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user, isAdmin } = useSession();
  if (!user) {
    return (
      <div className="account-links">
        <Link to={paths.loginDutch} className="button button--ghost" onClick={onNavigate}>
          {t('nav.login')}
        </Link>
        <Link to={paths.registerDutch} className="button" onClick={onNavigate}>
          {t('nav.register')}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-links">
      <Link to={isAdmin ? paths.admin : paths.dashboard} className="button button--ghost" onClick={onNavigate}>
        {isAdmin ? t('nav.admin') : t('nav.dashboard')}
      </Link>
      <Suspense fallback={null}>
        <UserMenu user={user} isAdmin={isAdmin} />
      </Suspense>
    </div>
  );
}

/** The top bar of spec point 2: brand, products, language, and login/register or the user's menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  // The mobile menu belongs to the page it was opened on, so it closes on every navigation.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;
  const setMenuOpen = (open: boolean | ((open: boolean) => boolean)) =>
    setMenuPath((current) => {
      const next = typeof open === 'function' ? open(current === location.pathname) : open;
      return next ? location.pathname : null;
    });
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes it too, with the focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuPath(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home} className="brand" aria-label={t('nav.homeLabel', { brand: t('brand.name') })}>
          <BrandMark />
          <span>{t('brand.name')}</span>
        </Link>
        <nav className="main-nav" aria-label={t('nav.mainLabel')}>
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{t(item.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitcher />
          <div className="site-header__account">
            <AccountLinks />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
            <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
        </div>
      </div>
      <div id={menuId} className="mobile-menu" hidden={!menuOpen}>
        <nav aria-label={t('nav.mobileLabel')}>
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={() => setMenuOpen(false)}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountLinks onNavigate={() => setMenuOpen(false)} />
      </div>
    </header>
  );
}
