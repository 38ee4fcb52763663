import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons/icons';

/** docs/product/constants-and-texts.md#scroll-thresholds: the button appears after 560 px of scroll. */
export const BACK_TO_TOP_THRESHOLD = 560;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      aria-label="Back to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      className={`keyboard-focus fixed bottom-6 right-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-sage-800 text-cream-50 shadow-lift transition-all duration-300 hover:bg-sage-900 lg:bottom-8 lg:right-8 ${
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0'
      }`}
    >
      <ArrowUpIcon size={20} />
    </button>
  );
}
