/**
 * The app's line icons, drawn inline (24 × 24, 1.5 px strokes) so no icon font or icon library
 * ships with the first load. Decorative by default: give the button or link the accessible name.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Makes an icon component from its paths; every icon file of the app draws through this. */
export function icon(paths: ReactNode, displayName: string) {
  function Icon({ size = 20, strokeWidth = 1.5, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="3.75" />
    <path d="M4.75 20c.9-3.6 3.75-5.5 7.25-5.5s6.35 1.9 7.25 5.5" />
  </>,
  'UserIcon',
);

export const BagIcon = icon(
  <>
    <path d="M5.5 8h13l-.9 11.1a1.5 1.5 0 0 1-1.5 1.4H7.9a1.5 1.5 0 0 1-1.5-1.4L5.5 8Z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </>,
  'BagIcon',
);

export const MenuIcon = icon(
  <>
    <path d="M4 7h16" />
    <path d="M4 12h16" />
    <path d="M4 17h10" />
  </>,
  'MenuIcon',
);

export const CloseIcon = icon(
  <>
    <path d="M6 6l12 12" />
    <path d="M18 6 6 18" />
  </>,
  'CloseIcon',
);

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.25" />
    <path d="m20 20-4.2-4.2" />
  </>,
  'SearchIcon',
);

export const ArrowUpIcon = icon(
  <>
    <path d="M12 19V5" />
    <path d="m6 11 6-6 6 6" />
  </>,
  'ArrowUpIcon',
);

export const ArrowRightIcon = icon(
  <>
    <path d="M5 12h14" />
    <path d="m13 6 6 6-6 6" />
  </>,
  'ArrowRightIcon',
);

export const ArrowLeftIcon = icon(
  <>
    <path d="M19 12H5" />
    <path d="m11 18-6-6 6-6" />
  </>,
  'ArrowLeftIcon',
);

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');

export const BellIcon = icon(
  <>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </>,
  'BellIcon',
);

export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
  'SettingsIcon',
);

export const LogOutIcon = icon(
  <>
    <path d="M9.5 20.5H6a1.5 1.5 0 0 1-1.5-1.5V5A1.5 1.5 0 0 1 6 3.5h3.5" />
    <path d="m15.5 16.5 4.5-4.5-4.5-4.5" />
    <path d="M20 12H9.5" />
  </>,
  'LogOutIcon',
);

export const DashboardIcon = icon(
  <>
    <rect x="3.75" y="3.75" width="7" height="8.5" rx="1.5" />
    <rect x="13.25" y="3.75" width="7" height="5" rx="1.5" />
    <rect x="13.25" y="11.25" width="7" height="9" rx="1.5" />
    <rect x="3.75" y="14.75" width="7" height="5.5" rx="1.5" />
  </>,
  'DashboardIcon',
);

export const OrdersIcon = icon(
  <>
    <path d="M7 3.75h10A1.25 1.25 0 0 1 18.25 5v15.25l-2.1-1.4-2.05 1.4-2.1-1.4-2.05 1.4-2.1-1.4-2.1 1.4V5A1.25 1.25 0 0 1 7 3.75Z" />
    <path d="M9 8.5h6" />
    <path d="M9 12h6" />
  </>,
  'OrdersIcon',
);

export const ProductsIcon = icon(
  <>
    <path d="M9.5 3.75h5v2.5a1 1 0 0 0 .4.8l1.2.9a2.5 2.5 0 0 1 1 2V18.5a1.75 1.75 0 0 1-1.75 1.75h-6.7A1.75 1.75 0 0 1 6.9 18.5V9.95a2.5 2.5 0 0 1 1-2l1.2-.9a1 1 0 0 0 .4-.8v-2.5Z" />
    <path d="M6.9 12.5h10.2" />
  </>,
  'ProductsIcon',
);

export const CustomersIcon = icon(
  <>
    <circle cx="9" cy="8.5" r="3.25" />
    <path d="M3 19.5c.7-3 3-4.75 6-4.75s5.3 1.75 6 4.75" />
    <path d="M15.5 5.5a3.25 3.25 0 0 1 0 6" />
    <path d="M17.5 14.9c1.8.6 3 2.1 3.5 4.6" />
  </>,
  'CustomersIcon',
);

export const MarketingIcon = icon(
  <>
    <path d="M4 10v4a1 1 0 0 0 1 1h2l6 4.5V4.5L7 9H5a1 1 0 0 0-1 1Z" />
    <path d="M16.5 9a4 4 0 0 1 0 6" />
    <path d="M19 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
  'MarketingIcon',
);

export const ReportsIcon = icon(
  <>
    <path d="M4 20.25h16" />
    <rect x="5.5" y="12" width="3" height="5.5" rx="0.75" />
    <rect x="10.5" y="8" width="3" height="9.5" rx="0.75" />
    <rect x="15.5" y="4.5" width="3" height="13" rx="0.75" />
  </>,
  'ReportsIcon',
);

export const AddressIcon = icon(
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.25" />
  </>,
  'AddressIcon',
);

export const RefreshIcon = icon(
  <>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
    <path d="M4 3.5V8h4.5" />
    <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
    <path d="M20 20.5V16h-4.5" />
  </>,
  'RefreshIcon',
);

export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.25" />
    <path d="M3.75 12h16.5" />
    <path d="M12 3.75c2.2 2.3 3.3 5 3.3 8.25S14.2 18 12 20.25C9.8 18 8.7 15.25 8.7 12S9.8 6.05 12 3.75Z" />
  </>,
  'GlobeIcon',
);

export const MinusIcon = icon(
  <>
    <path d="M6 12h12" />
  </>,
  'MinusIcon',
);

export const PlusIcon = icon(
  <>
    <path d="M12 6v12" />
    <path d="M6 12h12" />
  </>,
  'PlusIcon',
);

export const TrashIcon = icon(
  <>
    <path d="M4.5 7h15" />
    <path d="M9.5 7V5.25A1.25 1.25 0 0 1 10.75 4h2.5a1.25 1.25 0 0 1 1.25 1.25V7" />
    <path d="m6.5 7 .8 11.6A1.5 1.5 0 0 0 8.8 20h6.4a1.5 1.5 0 0 0 1.5-1.4L17.5 7" />
  </>,
  'TrashIcon',
);

export const CheckIcon = icon(
  <>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </>,
  'CheckIcon',
);

export const CopyIcon = icon(
  <>
    <rect x="8.75" y="8.75" width="11" height="11" rx="2" />
    <path d="M15.25 8.75V6.25a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2.5" />
  </>,
  'CopyIcon',
);

export const MailIcon = icon(
  <>
    <rect x="3.75" y="5.75" width="16.5" height="12.5" rx="2" />
    <path d="m4.5 7 7.5 6 7.5-6" />
  </>,
  'MailIcon',
);

export const TruckIcon = icon(
  <>
    <path d="M3.75 6.75h10v9.5h-10z" />
    <path d="M13.75 10h3.5l3 3v3.25h-6.5" />
    <circle cx="7.5" cy="17.5" r="1.75" />
    <circle cx="17" cy="17.5" r="1.75" />
  </>,
  'TruckIcon',
);

export const ReturnIcon = icon(
  <>
    <path d="M9 14 4.5 9.5 9 5" />
    <path d="M4.5 9.5h10a5 5 0 0 1 0 10H11" />
  </>,
  'ReturnIcon',
);

export const EyeIcon = icon(
  <>
    <path d="M2.75 12s3.4-6.25 9.25-6.25S21.25 12 21.25 12 17.85 18.25 12 18.25 2.75 12 2.75 12Z" />
    <circle cx="12" cy="12" r="2.75" />
  </>,
  'EyeIcon',
);

export const EyeOffIcon = icon(
  <>
    <path d="M4 4l16 16" />
    <path d="M9.9 5.95A9.6 9.6 0 0 1 12 5.75c5.85 0 9.25 6.25 9.25 6.25a16 16 0 0 1-2.65 3.35" />
    <path d="M6.35 7.4A15.5 15.5 0 0 0 2.75 12s3.4 6.25 9.25 6.25a9 9 0 0 0 4.2-1" />
    <path d="M10.1 10.1a2.75 2.75 0 0 0 3.8 3.8" />
  </>,
  'EyeOffIcon',
);

export const LockIcon = icon(
  <>
    <rect x="5.25" y="10.5" width="13.5" height="9.75" rx="2" />
    <path d="M8.25 10.5V7.75a3.75 3.75 0 0 1 7.5 0v2.75" />
  </>,
  'LockIcon',
);

export const CardIcon = icon(
  <>
    <rect x="3.25" y="5.75" width="17.5" height="12.5" rx="2" />
    <path d="M3.25 10h17.5" />
    <path d="M7 14.75h3" />
  </>,
  'CardIcon',
);

export const WifiOffIcon = icon(
  <>
    <path d="M3.5 3.5l17 17" />
    <path d="M8.6 8.8A11 11 0 0 0 3.75 11.5" />
    <path d="M20.25 11.5a11 11 0 0 0-6.9-3.15" />
    <path d="M6.75 14.75a7 7 0 0 1 4-1.95" />
    <path d="M12 18.75h.01" />
  </>,
  'WifiOffIcon',
);

export const PackageIcon = icon(
  <>
    <path d="m12 3.75 7.5 4v8.5l-7.5 4-7.5-4v-8.5l7.5-4Z" />
    <path d="m4.75 8 7.25 4 7.25-4" />
    <path d="M12 12v8.25" />
  </>,
  'PackageIcon',
);

/** A clock turning back: a record's history (the audit trail). */
export const HistoryIcon = icon(
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
    <path d="M12 7v5l3 2" />
  </>,
  'HistoryIcon',
);
