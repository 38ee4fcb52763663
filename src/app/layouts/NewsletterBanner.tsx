/** Spec section 2: the banner above the navigation on every storefront page. */
export function NewsletterBanner() {
  return (
    <div className="bg-sage-900 text-cream-100">
      <p className="container-shop flex min-h-9 items-center justify-center gap-2 py-2 text-center text-[11.5px] tracking-[0.02em] sm:text-[13px] sm:tracking-[0.04em]">
        <span aria-hidden="true" className="hidden text-sage-300 sm:inline">
          ✦
        </span>
        Sign up to our newsletter and enjoy 20% off your first order.
      </p>
    </div>
  );
}
