/**
 * Opens My Bag when the page was opened with ?bag=open (OPEN_BAG_HREF: the installed app's
 * 'My Bag' shortcut), then takes the parameter out of the address so a reload or a shared link
 * does not open it again.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OPEN_BAG_PARAM } from '../../config/paths';
import { useCartStore } from '../../lib/stores/cart-store';

export function useOpenBagLink(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get(OPEN_BAG_PARAM) !== 'open') return;
    params.delete(OPEN_BAG_PARAM);
    const rest = params.toString();
    useCartStore.getState().openDrawer();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}
