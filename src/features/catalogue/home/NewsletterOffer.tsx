/**
 * The newsletter's 20% offer on the landing page. The sign-up form itself is the footer's
 * newsletter box (it belongs to the newsletter feature, which this page may not import), so the
 * button takes the shopper there and puts the cursor in it.
 */
import { MailIcon } from '../../../components/icons/icons';

/** The id of the footer's newsletter box (src/app/layouts/Footer.tsx). */
const NEWSLETTER_BOX_ID = 'newsletter';

function goToNewsletterBox() {
  const box = document.getElementById(NEWSLETTER_BOX_ID);
  if (!box) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  box.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  box.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

export function NewsletterOffer() {
  return (
    <section aria-labelledby="offer-title" className="container-shop mt-24 lg:mt-32">
      <div className="relative overflow-hidden rounded-[36px] bg-sand-100 px-6 py-14 text-center sm:px-12 lg:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute -left-24 -top-24 h-72 w-72 rounded-full bg-cream-50/70 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-28 -right-16 h-80 w-80 rounded-full bg-sage-200/60 blur-3xl" />
        <div className="relative mx-auto max-w-xl">
          <span className="mx-auto mb-6 inline-flex h-14 w-14 items-center justify-center rounded-full bg-cream-50 text-sage-700 shadow-soft">
            <MailIcon size={24} />
          </span>
          <p className="eyebrow">The Verdant letter</p>
          <h2 id="offer-title" className="heading-display mt-4 text-[40px] sm:text-5xl lg:text-[60px]">
            20% off your first order
          </h2>
          <p className="mx-auto mt-5 max-w-md text-[15.5px] leading-relaxed text-ink-soft">
            Sign up to our newsletter for seasonal rituals, first looks at new formulas, and a personal code for 20% off your
            first order.
          </p>
          <a href={`#${NEWSLETTER_BOX_ID}`} onClick={(event) => { event.preventDefault(); goToNewsletterBox(); }} className="btn-primary mt-8 h-12 px-8">
            Get my 20% code
          </a>
        </div>
      </div>
    </section>
  );
}
