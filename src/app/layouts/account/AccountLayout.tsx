/**
 * The customer account area (docs/product/accounts.md#account-routes): guarded; sidebar plus page, content up to 1256 px.
 * It also hands the account screens the signed-in session (src/features/account/account-session):
 * the account feature may not import the auth feature's store, so the app layer joins them here.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AccountSessionContext, type AccountSession } from '../../../features/account/account-session';
import { useAuthStore } from '../../../features/auth/stores/auth-store';
import { RequireCustomer } from '../../session/guards';
import { ROUTE_IDS } from '../../route-ids';
import { PageOutlet } from '../PageOutlet';
import { AccountSidebar } from './AccountSidebar';

/** Exported for tests, which render account screens without the sidebar. */
export function AccountSessionProvider({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const login = useAuthStore((state) => state.login);
  const updateUser = useAuthStore((state) => state.updateUser);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  // Leave first, then sign out. The other order lets the account guard see a signed-out visitor
  // for a moment and send them to /login?next=… instead. flushSync commits the new page before
  // navigate resolves, so the guard is gone when the session ends (a plain navigation is a React
  // transition that can still be pending then).
  const signOutTo = useCallback(
    async (to: string) => {
      await navigate(to, { replace: true, flushSync: true });
      logout();
    },
    [navigate, logout],
  );
  const session = useMemo<AccountSession>(
    () => ({ user, signIn: login, updateUser, signOutTo }),
    [user, login, updateUser, signOutTo],
  );
  return <AccountSessionContext.Provider value={session}>{children}</AccountSessionContext.Provider>;
}

export function AccountLayout() {
  return (
    <RequireCustomer>
      <AccountSessionProvider>
        <div className="container-shop flex flex-col gap-8 py-8 lg:flex-row lg:items-start lg:gap-10 lg:py-14">
          <AccountSidebar />
          <div className="min-w-0 flex-1">
            <PageOutlet layoutId={ROUTE_IDS.account} />
          </div>
        </div>
      </AccountSessionProvider>
    </RequireCustomer>
  );
}
