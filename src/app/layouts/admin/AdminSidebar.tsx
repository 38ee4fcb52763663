/**
 * docs/product/back-office.md#admin-layout-and-sidebar, the admin sidebar: logo link to /, notifications link, search box, the entries
 * (Marketing with its own expandable submenu), a settings link, Log Out, and the admin's name and
 * email. Rendered as a fixed 233 px column from 1024 px, and as the 280 px drawer below. Only the
 * entries the admin's staff role may use are listed (decision 0250).
 */
import { useId, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Avatar, splitName } from '../../../components/Avatar';
import { Logo } from '../../../components/brand/Logo';
import { ChevronDownIcon, CloseIcon, LogOutIcon, SettingsIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { adminLogout } from '../../../features/admin-auth/api/admin-auth-calls';
import { useAdminAuthStore } from '../../../features/admin-auth/stores/admin-auth-store';
import { staffRoleOf } from '../../../lib/jwt';
import { isWithin, navFor, type AdminNavEntry } from './admin-nav';
import { AdminSearch } from './AdminSearch';
import { NotificationsBell } from './NotificationsBell';

interface AdminSidebarProps {
  /** Called after any navigation from the sidebar (closes the drawer). */
  onNavigate?: () => void;
  /** Shown in the drawer only. */
  onClose?: () => void;
}

const entryClass = (active: boolean) =>
  `keyboard-focus flex h-10 flex-1 items-center gap-3 rounded-xl px-3 text-sm transition-colors ${
    active ? 'bg-cream-50/10 font-medium text-cream-50' : 'text-cream-200/75 hover:bg-cream-50/5 hover:text-cream-50'
  }`;

function EntryIcon({ entry, active }: { entry: AdminNavEntry; active: boolean }) {
  const Icon = active ? (entry.activeIcon ?? entry.icon) : entry.icon;
  return <Icon size={18} strokeWidth={active ? 1.9 : 1.5} className={active ? 'text-sage-200' : ''} />;
}

function NavEntry({ entry, onNavigate }: { entry: AdminNavEntry; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const within = isWithin(entry.route, pathname);
  const [expanded, setExpanded] = useState(within);
  const submenuId = useId();

  if (!entry.children) {
    return (
      <li>
        <NavLink to={entry.route} onClick={onNavigate} className={({ isActive }) => entryClass(isActive || within)}>
          <EntryIcon entry={entry} active={within} />
          {entry.name}
        </NavLink>
      </li>
    );
  }

  return (
    <li>
      <div className="flex items-center gap-1">
        <NavLink to={entry.route} end onClick={onNavigate} className={() => entryClass(within)}>
          <EntryIcon entry={entry} active={within} />
          {entry.name}
        </NavLink>
        <button
          type="button"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={submenuId}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${entry.name} menu`}
          className="keyboard-focus inline-flex h-10 w-9 items-center justify-center rounded-xl text-cream-200/70 transition-colors hover:bg-cream-50/5 hover:text-cream-50"
        >
          <ChevronDownIcon size={16} className={`transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <ul id={submenuId} hidden={!expanded} className="ml-[22px] mt-1 border-l border-cream-50/10 pl-3">
        {entry.children.map((child) => (
          <li key={child.route}>
            <NavLink
              to={child.route}
              onClick={onNavigate}
              className={({ isActive }) =>
                `keyboard-focus flex h-9 items-center rounded-lg px-3 text-[13px] transition-colors ${
                  isActive || isWithin(child.route, pathname)
                    ? 'font-medium text-cream-50'
                    : 'text-cream-200/65 hover:text-cream-50'
                }`
              }
            >
              {child.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function AdminSidebar({ onNavigate, onClose }: AdminSidebarProps) {
  const admin = useAdminAuthStore((state) => state.admin);
  const token = useAdminAuthStore((state) => state.token);
  const logout = useAdminAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const [firstName, lastName] = splitName(admin?.name ?? '');
  const nav = navFor(staffRoleOf(token));

  const logOut = () => {
    // The server revokes the token (decision 0021); this device signs out whatever it answers. The
    // token is handed over now: the session is cleared before the request goes out.
    if (token) void adminLogout(token).catch(() => undefined);
    logout();
    onNavigate?.();
    navigate(paths.admin.login.getHref(), { replace: true });
  };

  return (
    <div className="flex h-full flex-col bg-sage-900 text-cream-100 [--leaf-vein:#26352A]">
      <div className="flex h-16 items-center justify-between gap-2 px-5">
        <Logo tone="light" onClick={onNavigate} />
        <div className="flex items-center">
          <NotificationsBell
            onClick={onNavigate}
            iconSize={18}
            className={({ isActive }) =>
              `keyboard-focus inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-cream-50/10 ${
                isActive ? 'bg-cream-50/10 text-cream-50' : 'text-cream-200/80'
              }`
            }
          />
          {onClose ? (
            <button
              type="button"
              onClick={onClose}
              aria-label="Close menu"
              className="keyboard-focus inline-flex h-9 w-9 items-center justify-center rounded-full text-cream-200/80 hover:bg-cream-50/10 hover:text-cream-50"
            >
              <CloseIcon size={18} />
            </button>
          ) : null}
        </div>
      </div>

      <div className="mx-4 mt-2">
        <AdminSearch onNavigate={onNavigate} />
      </div>

      <nav aria-label="Back office" className="mt-6 flex-1 overflow-y-auto px-3">
        <p className="eyebrow mb-2 px-3 text-[10px] text-sage-300/80">Menu</p>
        <ul className="flex flex-col gap-0.5">
          {nav.map((entry) => (
            <NavEntry key={entry.route} entry={entry} onNavigate={onNavigate} />
          ))}
        </ul>
      </nav>

      <div className="border-t border-cream-50/10 px-3 py-4">
        <NavLink to={paths.admin.settings.getHref()} onClick={onNavigate} className={({ isActive }) => entryClass(isActive)}>
          <SettingsIcon size={18} />
          Settings
        </NavLink>
        <button type="button" onClick={logOut} className={`${entryClass(false)} w-full`}>
          <LogOutIcon size={18} />
          Log Out
        </button>
        <div className="mt-3 flex items-center gap-3 rounded-xl bg-cream-50/5 px-3 py-3">
          <Avatar firstName={firstName} lastName={lastName} size={34} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-cream-50">{admin?.name ?? 'Admin'}</p>
            <p className="truncate text-xs text-cream-200/60">{admin?.email}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
