/**
 * The storefront navigation (docs/product/storefront.md#top-navigation). Desktop: logo, Shop / Our Story / Contact Us, the
 * currency slot, the account icon and the bag. Below 1024 px: a menu toggle, the logo, account and
 * bag, and a panel with Home, the links, the signed-in name and the currency slot. The search
 * button sits beside the account icon on wide screens and beside the menu toggle on phones.
 *
 * Who is signed in and the bag's count live on the device: the server renders every visitor's
 * page the same, so until the browser has hydrated it the account icon's place is held, empty,
 * and the bag shows no count (docs/decisions/0151). No visitor sees another's navigation, and the
 * browser's first render matches the server's HTML.
 */
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Logo } from '../../../components/brand/Logo';
import { BagIcon, MenuIcon, UserIcon } from '../../../components/icons/icons';
import { PanelToggle } from '../../../components/PanelToggle';
import { paths } from '../../../config/paths';
import { badgeCount } from '../../../domain/text';
import { useAdminAuthStore } from '../../../features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../../features/auth/stores/auth-store';
import { selectCount, useCartStore } from '../../../lib/stores/cart-store';
import { useAfterHydration } from '../../../lib/use-after-hydration';
import { useEscapeToClose } from '../../../lib/use-escape-to-close';
import { useHydrated } from '../../../lib/use-hydrated';
import { CurrencyPickerSlot } from '../../slots/CurrencyPickerSlot';
import { SearchSlot } from '../../slots/SearchSlot';
import { GUEST, navAccount, type NavAccount } from './nav-account';
import { useNavScroll } from './nav-scroll';

const LINKS = [
  { label: 'Shop', to: paths.storefront.shop.getHref() },
  { label: 'Our Story', to: paths.storefront.story.getHref() },
  { label: 'Contact Us', to: paths.storefront.contact.getHref() },
] as const;

/** Null while the page hydrates: the server cannot know who is looking. */
function useNavAccount(): NavAccount | null {
  const hydrated = useAfterHydration();
  const customerAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const user = useAuthStore((state) => state.user);
  const adminAuthenticated = useAdminAuthStore((state) => state.isAuthenticated);
  const admin = useAdminAuthStore((state) => state.admin);
  if (!hydrated) return null;
  return navAccount({
    customer: { isAuthenticated: customerAuthenticated, user },
    admin: { isAuthenticated: adminAuthenticated, admin },
  });
}

/** The account icon's place while the page hydrates: the same size, nothing in it. */
function AccountPlaceholder() {
  return <span aria-hidden="true" className="icon-btn invisible" data-testid="account-pending" />;
}

function AccountLink({ account }: { account: NavAccount }) {
  const tooltipId = useId();
  const signedIn = account.kind !== 'guest' && (account.firstName || account.lastName || account.image);
  return (
    <span className="group relative inline-flex">
      {/* Named by its words (the tooltip's), not by the initials on the avatar, which are a picture
          of the person: in content rather than an aria-label (decision 0166). */}
      <NavLink to={account.href} aria-describedby={tooltipId} className="icon-btn">
        {signedIn ? (
          <Avatar firstName={account.firstName} lastName={account.lastName} image={account.image} size={30} />
        ) : (
          <UserIcon size={21} />
        )}
        <span className="sr-only">{account.label}</span>
      </NavLink>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute right-0 top-full z-50 mt-2 whitespace-nowrap rounded-full bg-sage-900 px-3 py-1.5 text-xs font-medium text-cream-50 opacity-0 shadow-nav transition-opacity duration-150 group-hover:opacity-100 group-focus-within:opacity-100"
      >
        {account.label}
      </span>
    </span>
  );
}

function BagButton() {
  const bagRead = useHydrated(useCartStore);
  const saved = useCartStore(selectCount);
  const count = bagRead ? saved : 0;
  const openDrawer = useCartStore((state) => state.openDrawer);
  const label = count > 0 ? `Open bag, ${count} ${count === 1 ? 'item' : 'items'}` : 'Open bag';
  return (
    <button type="button" onClick={openDrawer} aria-label={label} className="icon-btn">
      <BagIcon size={21} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="bag-count"
          className="absolute -right-0.5 -top-0.5 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-sage-800 px-1 text-[10px] font-semibold leading-none text-cream-50 ring-2 ring-cream-100"
        >
          {badgeCount(count)}
        </span>
      ) : null}
    </button>
  );
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `nav-link after:(content-empty absolute left-3 right-3 bottom-1 h-px origin-left bg-sage-700 transition-transform duration-300) ${
    isActive ? 'text-ink after:scale-x-100' : 'after:scale-x-0 hover:after:scale-x-100'
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `keyboard-focus flex items-center justify-between rounded-2xl px-4 py-3.5 font-serif text-[26px] leading-none transition-colors ${
    isActive ? 'bg-sage-100/70 text-sage-900' : 'text-ink hover:bg-sand-100'
  }`;

export function TopNav() {
  const { hidden, compact } = useNavScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const known = useNavAccount();
  const account = known ?? GUEST;
  const menuId = useId();

  // Close the menu on any navigation (back button included) and with Escape.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEscapeToClose(menuOpen, setMenuOpen);

  const closeMenu = () => setMenuOpen(false);
  const isHidden = hidden && !menuOpen;

  return (
    <header
      data-compact={compact || undefined}
      data-hidden={isHidden || undefined}
      className={`sticky top-0 z-40 transition-[transform,box-shadow,background-color] duration-300 ${
        isHidden ? '-translate-y-full' : 'translate-y-0'
      } ${compact || menuOpen ? 'bg-cream-50/95 shadow-nav backdrop-blur-md' : 'bg-cream-100'}`}
    >
      <nav aria-label="Main" className={`container-shop flex items-center transition-[height] duration-300 ${compact ? 'h-16' : 'h-20'}`}>
        {/* Mobile: menu toggle */}
        <div className="flex flex-1 items-center gap-1 lg:hidden">
          <PanelToggle open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} controls={menuId} openLabel="Open menu" closeLabel="Close menu" icon={MenuIcon} size={22} className="icon-btn -ml-2" />
          <SearchSlot />
        </div>

        <div className="flex flex-none justify-center lg:flex-1 lg:justify-start">
          <Logo onClick={closeMenu} />
        </div>

        <ul className="hidden items-center gap-2 lg:flex">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={desktopLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="flex flex-1 items-center justify-end gap-1 sm:gap-2">
          <div className="hidden lg:block">
            <SearchSlot />
          </div>
          <div className="mr-1 hidden lg:block">
            <CurrencyPickerSlot placement="nav" />
          </div>
          {known ? <AccountLink account={known} /> : <AccountPlaceholder />}
          {account.showBag ? <BagButton /> : null}
        </div>
      </nav>

      {/* Mobile menu panel */}
      <div
        id={menuId}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-sand-100 bg-cream-50 lg:hidden"
      >
        <div className="container-shop pb-8 pt-4">
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to={paths.storefront.home.getHref()} end className={mobileLink} onClick={closeMenu}>
                Home
              </NavLink>
            </li>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={mobileLink} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>

          <div className="mt-6 flex flex-col gap-4 border-t border-sand-100 pt-6">
            {account.kind === 'guest' ? (
              <NavLink to={account.href} onClick={closeMenu} className="btn-primary w-full">
                <UserIcon size={18} />
                Log in or create an account
              </NavLink>
            ) : (
              <NavLink
                to={account.href}
                onClick={closeMenu}
                className="keyboard-focus flex items-center gap-3 rounded-2xl border border-sand-100 bg-cream-100 p-3"
              >
                <Avatar firstName={account.firstName} lastName={account.lastName} image={account.image} size={44} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-ink">{account.displayName}</span>
                  <span className="block truncate text-xs text-ink-muted">{account.label}</span>
                </span>
              </NavLink>
            )}
            <div className="flex items-center justify-between px-1">
              <span className="text-xs uppercase tracking-[0.18em] text-ink-muted">Currency</span>
              <CurrencyPickerSlot placement="menu" />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
