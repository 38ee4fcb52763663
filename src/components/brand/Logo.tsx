import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The leaf mark, the same drawing as the app icons (src/styles/brand/generate-icons.mjs). */
export function LeafMark({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="14 16 72 72" aria-hidden="true" focusable="false" className={className}>
      <path d="M27 75 C 21 49, 38 25, 78 20 C 81 55, 60 78, 27 75 Z" fill="currentColor" />
      <path
        d="M27 75 C 41 60, 54 45, 71 28"
        fill="none"
        stroke="var(--leaf-vein, #FBF7F0)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M27 75 L 19 83" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

interface LogoProps {
  className?: string;
  /** Tone for dark backgrounds. */
  tone?: 'dark' | 'light';
  onClick?: () => void;
}

/** The wordmark, linking to the landing page. */
export function Logo({ className = '', tone = 'dark', onClick }: LogoProps) {
  const colours = tone === 'dark' ? 'text-sage-900' : 'text-cream-50';
  return (
    <Link
      to={paths.storefront.home.getHref()}
      onClick={onClick}
      aria-label="Verdant home"
      className={`keyboard-focus inline-flex items-center gap-2 rounded-full ${colours} ${className}`}
    >
      <LeafMark size={26} className={tone === 'dark' ? 'text-sage-700' : 'text-sage-200'} />
      <span className="font-serif text-[26px] font-semibold leading-none tracking-[0.02em]">Verdant</span>
    </Link>
  );
}
