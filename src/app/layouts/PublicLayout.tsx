/** The storefront frame (docs/product/storefront.md#shared-page-behaviour): banner, navigation, page, footer, back-to-top, bag. */
import { useLocation } from 'react-router';
import { BackToTop } from '../../components/BackToTop';
import { paths } from '../../config/paths';
import { CartDrawerSlot } from '../slots/CartDrawerSlot';
import { Footer } from './Footer';
import { NewsletterBanner } from './NewsletterBanner';
import { PageOutlet } from './PageOutlet';
import { ROUTE_IDS } from '../route-ids';
import { SkipLink } from './SkipLink';
import { TopNav } from './top-nav/TopNav';

const WITHOUT_FOOTER = new Set<string>([paths.storefront.login.path, paths.storefront.register.path]);

export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col bg-cream-100 text-ink">
      <SkipLink />
      <NewsletterBanner />
      <TopNav />
      {/* At least a screen tall: the footer starts below the fold, so it never jumps as the page's content arrives (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <PageOutlet layoutId={ROUTE_IDS.public} />
      </main>
      {WITHOUT_FOOTER.has(pathname) ? null : <Footer />}
      <BackToTop />
      <CartDrawerSlot />
    </div>
  );
}
