/**
 * What the signed-in colleague's role lets them use in the back office (docs/decisions/0250-staff-roles.md).
 * The server refuses the rest with 403; the screens read the same table (src/domain/staff-roles.ts)
 * to leave out what would be refused: a sidebar entry, a button, a link. A page the role cannot use,
 * reached by its address, says so plainly and offers a way to a page it can.
 *
 * The admin layout (src/app) provides the role, read from the session's token; a feature reads it
 * here, since features never import the admin session's store.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type AdminPower, ROLE_LABELS, roleMay, type StaffRole } from '../../domain/staff-roles';
import { EmptyState } from '../StatusPanels';

export interface AdminPowers {
  role: StaffRole | null;
  /** The first page this role may open, for the way out of a page it may not. */
  home: { to: string; label: string };
}

export const AdminPowersContext = createContext<AdminPowers>({ role: null, home: { to: '/admin', label: 'Back office' } });

/** Whether the signed-in colleague may use `power`. No role known yet: no. */
export function useAdminMay(power: AdminPower): boolean {
  const { role } = useContext(AdminPowersContext);
  return role !== null && roleMay(role, power);
}

export function useAdminRole(): StaffRole | null {
  return useContext(AdminPowersContext).role;
}

export function NotAllowed() {
  const { role, home } = useContext(AdminPowersContext);
  return (
    <EmptyState
      titleAs="h1"
      title="Not available to your role"
      action={
        <Link to={home.to} className="btn-primary">
          {home.label}
        </Link>
      }
    >
      {role ? `Your role (${ROLE_LABELS[role]}) does not include this page.` : 'Your role does not include this page.'} Ask an
      owner of the shop if you need it.
    </EmptyState>
  );
}

/** A page for colleagues with `power`; anyone else sees NotAllowed, and the page never asks the server. */
export function RequirePower({ power, children }: { power: AdminPower; children: ReactNode }) {
  return useAdminMay(power) ? children : <NotAllowed />;
}
