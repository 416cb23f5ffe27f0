import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '@telecom/domain';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import './admin.css';

/** Local-storage key of the sidebar's collapsed state (spec point 2, "Admin layout"). */
export const ADMIN_SIDEBAR_KEY = 'admin-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(ADMIN_SIDEBAR_KEY) === 'true';
  } catch {
    return false;
  }
}

const LINKS = [
  { to: paths.admin, label: 'dashboard', icon: 'M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z', end: true },
  {
    to: paths.adminCustomers,
    label: 'customers',
    icon: 'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm0 2c-2.7 0-8 1.3-8 4v3h8v-3c0-1 .4-2 1.2-2.8A12 12 0 0 0 8 13zm8 0c-2.7 0-8 1.3-8 4v3h16v-3c0-2.7-5.3-4-8-4z',
    end: false,
  },
  {
    to: paths.adminOrders,
    label: 'orders',
    icon: 'M7 4h10l1 3h3v2h-1.2l-1.6 11H5.8L4.2 9H3V7h3zm1.4 0-.6 3h8.4l-.6-3zM9 11v6h2v-6zm4 0v6h2v-6z',
    end: false,
  },
  {
    to: paths.adminPorting,
    label: 'porting',
    icon: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.2 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1 11.4 11.4 0 0 0 .6 3.6 1 1 0 0 1-.2 1z',
    end: false,
  },
  {
    to: paths.adminInvoices,
    label: 'invoices',
    icon: 'M6 2h9l5 5v15H6zm8 1.5V8h4.5zM9 12h8v2H9zm0 4h8v2H9z',
    end: false,
  },
  {
    to: paths.adminActivity,
    label: 'activity',
    icon: 'M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm1 10.4 3.3 3.3-1.4 1.4L11 13V6h2z',
    end: false,
  },
  {
    to: paths.adminPrivacy,
    label: 'privacy',
    icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm0 5a2.5 2.5 0 0 1 2.5 2.5V11h.5v6H9v-6h.5V9.5A2.5 2.5 0 0 1 12 7zm0 1.5a1 1 0 0 0-1 1V11h2V9.5a1 1 0 0 0-1-1z',
    end: false,
  },
  { to: paths.adminReports, label: 'reports', icon: 'M4 20h16v2H4zM6 10h3v8H6zm5-6h3v14h-3zm5 9h3v5h-3z', end: false },
  {
    to: paths.adminUsers,
    label: 'users',
    icon: 'M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5zm0 2c-3.3 0-10 1.7-10 5v3h20v-3c0-3.3-6.7-5-10-5z',
    end: false,
  },
  {
    to: paths.adminSettings,
    label: 'settings',
    icon: 'M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.4 2.7a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.3 7.3 0 0 0 1.7 1L11 21h4l.4-2.7a7.3 7.3 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 3.5-3.5 3.5 3.5 0 0 1-3.5 3.5z',
    end: false,
  },
] as const;

/**
 * The back office's frame: a sidebar that collapses to icons (kept in local storage) beside the screen. The route
 * loader has checked the admin role; a session that ends while the screen is open shows the way back in.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user, isAdmin } = useSession();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const nav = useRef<HTMLElement>(null);
  // On a phone the links form a row that scrolls sideways: bring the current screen's link into view.
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('a.active');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const start = active.offsetLeft - row.offsetLeft;
    if (start < row.scrollLeft || start + active.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = Math.max(0, start - 16);
  }, [location.pathname]);
  const toggle = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(ADMIN_SIDEBAR_KEY, String(!value));
      } catch {
        // the state then lasts for this page only
      }
      return !value;
    });
  };

  if (!user || !isAdmin)
    return (
      <section className="container content-section" role="status">
        <h1>{t('signedOut')}</h1>
        <p>
          <Link className="button" to={loginPathFor(`${location.pathname}${location.search}`)}>
            {t('logInAgain')}
          </Link>
        </p>
      </section>
    );

  return (
    <div className={`admin${collapsed ? ' admin--collapsed' : ''}`}>
      <aside className="admin-sidebar" data-testid="admin-sidebar">
        <button
          type="button"
          className="admin-sidebar__toggle"
          aria-expanded={!collapsed}
          aria-controls="admin-nav"
          onClick={toggle}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d={collapsed ? 'M9 6l6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z' : 'M15 6l1.4 1.4-4.6 4.6 4.6 4.6L15 18l-6-6z'}
            />
          </svg>
          <span className="visually-hidden">{collapsed ? t('nav.expand') : t('nav.collapse')}</span>
        </button>
        <nav id="admin-nav" ref={nav} aria-label={t('nav.label')}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} title={collapsed ? t(`nav.${link.label}`) : undefined}>
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                    <path fill="currentColor" d={link.icon} />
                  </svg>
                  <span className="admin-sidebar__label">{t(`nav.${link.label}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}
