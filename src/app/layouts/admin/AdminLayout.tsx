/**
 * The back office frame (docs/product/back-office.md#admin-layout-and-sidebar): guarded; a 233 px sidebar from 1024 px up; below it a
 * top bar with a menu toggle opening the sidebar as a 280 px drawer over an overlay, closed by a
 * nav click, the overlay, the close button or Escape. Content up to 1125 px.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AdminPowersContext, NotAllowed } from '../../../components/admin/admin-powers';
import { Logo } from '../../../components/brand/Logo';
import { MenuIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { adminProfile } from '../../../features/admin-auth/api/admin-auth-calls';
import { useAdminAuthStore } from '../../../features/admin-auth/stores/admin-auth-store';
import { staffRoleOf } from '../../../lib/jwt';
import { privateScope } from '../../../lib/server-state';
import { roleMay } from '../../../domain/staff-roles';
import { RequireAdmin } from '../../session/guards';
import { ROUTE_IDS } from '../../route-ids';
import { PageOutlet } from '../PageOutlet';
import { SkipLink } from '../SkipLink';
import { homeFor, pagePower } from './admin-nav';
import { AdminSidebar } from './AdminSidebar';
import { NotificationsBell } from './NotificationsBell';

/**
 * Beyond the token's expiry, the guard asks the server once per visit who the token belongs to:
 * an archived admin or a revoked token answers 401, which ends the session (api-client) and the
 * guard sends them to /admin/login. The answer also refreshes the name and email in the sidebar.
 */
function useAdminProfileCheck(): void {
  const setAdmin = useAdminAuthStore((state) => state.setAdmin);
  const profile = useQuery({ queryKey: [privateScope('admin'), 'profile'], queryFn: ({ signal }) => adminProfile(signal), staleTime: 5 * 60_000 });
  useEffect(() => {
    if (profile.data) setAdmin(profile.data);
  }, [profile.data, setAdmin]);
}

/**
 * The page, or a plain "not available to your role" when the signed-in colleague's role lacks its
 * power (decision 0250); the dashboard, where signing in lands, sends such a colleague to their
 * own first page instead.
 */
function AllowedPage() {
  const { pathname } = useLocation();
  const role = staffRoleOf(useAdminAuthStore((state) => state.token));
  const powers = useMemo(() => ({ role, home: homeFor(role) }), [role]);
  const power = pagePower(pathname);
  const allowed = power === null || (role !== null && roleMay(role, power));
  let page = <PageOutlet layoutId={ROUTE_IDS.admin} />;
  if (!allowed) page = pathname === paths.admin.dashboard.getHref() ? <Navigate to={powers.home.to} replace /> : <NotAllowed />;
  return <AdminPowersContext.Provider value={powers}>{page}</AdminPowersContext.Provider>;
}

function AdminFrame() {
  useAdminProfileCheck();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const drawerId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const close = () => setDrawerOpen(false);

  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    // Focus moves into the drawer (its close button), and back to the toggle when it closes.
    drawer.current?.querySelector<HTMLElement>('button[aria-label="Close menu"]')?.focus();
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
      toggle.current?.focus();
    };
  }, [drawerOpen]);

  return (
    <div className="min-h-dvh bg-cream-100 text-ink">
      <SkipLink />

      {/* From 1024 px: fixed sidebar */}
      <aside aria-label="Back office menu" className="fixed inset-y-0 left-0 z-30 hidden w-admin-sidebar lg:block">
        <AdminSidebar />
      </aside>

      {/* Below 1024 px: drawer and overlay */}
      <div
        aria-hidden="true"
        data-testid="admin-drawer-overlay"
        onClick={close}
        className={`fixed inset-0 z-40 bg-sage-900/40 backdrop-blur-[2px] transition-opacity duration-300 lg:hidden ${
          drawerOpen ? 'opacity-100' : 'pointer-events-none opacity-0'
        }`}
      />
      <aside
        id={drawerId}
        ref={drawer}
        aria-label="Back office menu"
        inert={!drawerOpen}
        className={`fixed inset-y-0 left-0 z-50 w-drawer max-w-[85vw] transition-[transform,box-shadow] duration-300 lg:hidden ${
          drawerOpen ? 'translate-x-0 shadow-lift' : '-translate-x-full shadow-none'
        }`}
      >
        <AdminSidebar onNavigate={close} onClose={close} />
      </aside>

      <div className="lg:pl-[233px]">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-sand-100 bg-cream-50/95 px-4 backdrop-blur-md lg:hidden">
          <button
            ref={toggle}
            type="button"
            onClick={() => setDrawerOpen((open) => !open)}
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            aria-label="Open menu"
            className="icon-btn"
          >
            <MenuIcon size={22} />
          </button>
          <div className="flex-1">
            <Logo />
          </div>
          <NotificationsBell iconSize={20} className="icon-btn" />
        </header>

        <main id="main" tabIndex={-1} className="container-admin py-8 outline-none lg:py-12">
          <AllowedPage />
        </main>
      </div>
    </div>
  );
}

export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminFrame />
    </RequireAdmin>
  );
}
