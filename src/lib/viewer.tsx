/**
 * Who is looking at the page, for features that must behave differently for an admin (spec
 * section 2: admins have no bag) without importing the auth features. The app layer provides it
 * from the two session stores.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** The signed-in customer's name and email: what a new address form starts with. */
export interface ViewerCustomer {
  firstName: string;
  lastName: string;
  email: string;
}

export interface Viewer {
  isAdmin: boolean;
  isCustomer: boolean;
  customer?: ViewerCustomer | null;
}

const ViewerContext = createContext<Viewer>({ isAdmin: false, isCustomer: false, customer: null });

export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}
