/** Ids of the layout routes, which their page outlets use to find their own place in the match list. */
export const ROUTE_IDS = {
  public: 'public-layout',
  account: 'account-layout',
  admin: 'admin-layout',
  adminAuth: 'admin-auth-layout',
} as const;
