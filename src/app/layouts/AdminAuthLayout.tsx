/** The admin sign-in pages sit outside the admin layout (docs/product/back-office.md#admin-routes): a quiet frame with the logo. */
import { Logo } from '../../components/brand/Logo';
import { PageOutlet } from './PageOutlet';
import { ROUTE_IDS } from '../route-ids';
import { SkipLink } from './SkipLink';

export function AdminAuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-cream-100 text-ink">
      <SkipLink />
      <header className="container-shop flex h-20 items-center justify-between">
        <Logo />
        <span className="eyebrow">Back office</span>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <PageOutlet layoutId={ROUTE_IDS.adminAuth} />
      </main>
    </div>
  );
}
