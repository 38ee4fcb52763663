/**
 * docs/product/storefront.md#newsletter: the banner above the navigation on every storefront page. Its 'Get my code'
 * opens a sign-up panel under it (the newsletter feature's form), which answers with the
 * shopper's personal 20% code. It is a landmark of its own (complementary, named), so nothing on
 * the page sits outside one: a screen-reader user can find the offer or skip it.
 */
import { useId, useState } from 'react';
import { CloseIcon } from '../../components/icons/icons';
import { LazyNewsletterForm as NewsletterForm } from '../../features/newsletter/components/LazyNewsletterForm';
import { useEscapeToClose } from '../../lib/use-escape-to-close';

export function NewsletterBanner() {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEscapeToClose(open, setOpen);

  return (
    <aside aria-label="Newsletter offer" className="bg-sage-900 text-cream-100">
      <div className="container-shop flex min-h-9 flex-wrap items-center justify-center gap-x-3 gap-y-0.5 py-2 text-center text-[11.5px] tracking-[0.02em] sm:text-[13px] sm:tracking-[0.04em]">
        <p className="flex items-center gap-2">
          <span aria-hidden="true" className="hidden text-sage-300 sm:inline">
            ✦
          </span>
          Sign up to our newsletter and enjoy 20% off your first order.
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="keyboard-focus rounded-full font-semibold text-cream-50 underline decoration-cream-50/40 underline-offset-4 transition-colors hover:decoration-cream-50 cursor-pointer"
        >
          {open ? 'Close' : 'Get my code'}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="border-t border-cream-50/10">
        {open ? (
          <div className="container-shop relative flex flex-col gap-4 py-6 sm:py-8 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
            <div>
              <p className="font-serif text-[26px] leading-tight text-cream-50 sm:text-3xl">20% off your first order</p>
              <p className="mt-1 text-[13px] text-cream-200/80">Seasonal rituals, new formulas, and your personal code by return.</p>
            </div>
            <NewsletterForm inputId="banner-newsletter-email" autoFocus className="w-full lg:max-w-md" />
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label="Close newsletter sign-up"
              className="keyboard-focus absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-full text-cream-200/80 transition-colors hover:bg-cream-50/10 hover:text-cream-50 cursor-pointer sm:right-5 lg:static lg:shrink-0"
            >
              <CloseIcon size={18} />
            </button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
