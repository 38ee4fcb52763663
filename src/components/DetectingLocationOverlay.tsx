/**
 * docs/product/bag-and-currency.md#currency-detection: the blocking overlay shown while currency detection runs. Detection code
 * (a later issue) decides when to render it.
 */
import { GlobeIcon } from './icons/icons';

export function DetectingLocationOverlay() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="detecting-location-title"
      aria-describedby="detecting-location-text"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-sage-900/35 px-6 backdrop-blur-sm"
    >
      <div className="card w-full max-w-sm px-8 py-10 text-center">
        <span className="relative mx-auto mb-6 flex h-16 w-16 items-center justify-center">
          <span className="absolute inset-0 animate-ping rounded-full bg-sage-200/70" aria-hidden="true" />
          <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-sage-100 text-sage-700">
            <GlobeIcon size={28} />
          </span>
        </span>
        <h2 id="detecting-location-title" className="heading-display text-3xl">
          Detecting Your Location
        </h2>
        <p id="detecting-location-text" className="mt-3 text-sm leading-relaxed text-ink-soft">
          We're setting up the perfect currency for your region...
        </p>
      </div>
    </div>
  );
}
