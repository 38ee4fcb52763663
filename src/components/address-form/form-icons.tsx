/**
 * The two icons the form controls need (show / hide password), drawn like ../icons/icons.tsx:
 * 24 × 24, 1.5 px strokes, decorative. Kept here so the shared icon set, which other screens are
 * editing, stays untouched.
 */
import type { IconProps } from '../icons/icons';

function Svg({ size = 20, strokeWidth = 1.5, children, ...props }: IconProps) {
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
      {children}
    </svg>
  );
}

export const EyeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.75 12s3.4-6.25 9.25-6.25S21.25 12 21.25 12 17.85 18.25 12 18.25 2.75 12 2.75 12Z" />
    <circle cx="12" cy="12" r="2.75" />
  </Svg>
);

export const EyeOffIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 4l16 16" />
    <path d="M9.9 5.95A9.6 9.6 0 0 1 12 5.75c5.85 0 9.25 6.25 9.25 6.25a16 16 0 0 1-2.65 3.35" />
    <path d="M6.35 7.4A15.5 15.5 0 0 0 2.75 12s3.4 6.25 9.25 6.25a9 9 0 0 0 4.2-1" />
    <path d="M10.1 10.1a2.75 2.75 0 0 0 3.8 3.8" />
  </Svg>
);
