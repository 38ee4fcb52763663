/**
 * docs/product/storefront.md#footer, footer: the policy links, a 'Shop now' call to action that does not navigate
 * (kept as the spec describes it), the newsletter box, the three texts, and the copyright with the
 * current year. Content width 1256 px. The spec leaves the newsletter box without behaviour; ours
 * subscribes and shows the 20% code (docs/decisions/0010-newsletter-box-subscribes.md).
 */
import { Link } from 'react-router';
import { Logo } from '../../components/brand/Logo';
import { ArrowRightIcon } from '../../components/icons/icons';
import { InstallAppButton } from '../../components/InstallAppButton';
import { paths } from '../../config/paths';
import { LazyNewsletterForm as NewsletterForm } from '../../features/newsletter/components/LazyNewsletterForm';

const POLICIES = [
  { label: 'Privacy Policy', to: paths.storefront.privacyPolicy.getHref() },
  { label: 'Terms of Service', to: paths.storefront.termsOfService.getHref() },
  { label: 'Shipping Policy', to: paths.storefront.shippingPolicy.getHref() },
  { label: 'Refund and Return Policy', to: paths.storefront.refundPolicy.getHref() },
] as const;

const EXPLORE = [
  { label: 'Shop', to: paths.storefront.shop.getHref() },
  { label: 'Our Story', to: paths.storefront.story.getHref() },
  { label: 'Journal', to: paths.storefront.journal.getHref() },
  { label: 'Contact Us', to: paths.storefront.contact.getHref() },
] as const;

const footerLink = 'keyboard-focus rounded text-sm text-cream-200/80 transition-colors hover:text-cream-50';

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="mt-16 bg-sage-900 text-cream-100 lg:mt-24">
      <div className="container-shop">
        {/* Call to action */}
        <div className="flex flex-col items-start gap-8 border-b border-cream-50/10 py-14 lg:flex-row lg:items-end lg:justify-between lg:py-20">
          <p className="max-w-2xl font-serif text-[40px] font-medium leading-[1.05] text-cream-50 sm:text-5xl lg:text-[64px]">
            It's never too late to start taking care of your skin.
          </p>
          <button type="button" className="btn-light h-12 shrink-0 px-7">
            Shop now
            <ArrowRightIcon size={16} />
          </button>
        </div>

        <div className="grid grid-cols-1 gap-12 py-14 md:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1fr_1.4fr] lg:gap-10">
          <div className="[--leaf-vein:#26352A]">
            <Logo tone="light" />
            <p className="mt-5 max-w-xs text-sm leading-relaxed text-cream-200/80">
              Skincare that nourishes your skin and stays true to nature 100%.
            </p>
          </div>

          <FooterLinks id="footer-explore" title="Explore" links={EXPLORE} />

          <FooterLinks id="footer-policies" title="Policies" links={POLICIES} />

          {/* id: the landing page's newsletter offer brings the shopper here. */}
          <div id="newsletter" className="scroll-mt-28">
            <h2 className="eyebrow text-sage-300">Newsletter</h2>
            <p className="mt-5 text-sm leading-relaxed text-cream-200/80">Subscribe for product updates and new offers.</p>
            <NewsletterForm inputId="footer-newsletter-email" className="mt-5" />
          </div>
        </div>

        <div className="flex flex-col gap-2 border-t border-cream-50/10 py-7 text-xs text-cream-200/60 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Verdant. All rights reserved.</p>
          <p className="flex items-center gap-4">
            <span>Natural skincare, made with care.</span>
            <InstallAppButton className="text-cream-200/80" />
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="eyebrow text-sage-300">
        {title}
      </h2>
      <ul className="mt-5 flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
