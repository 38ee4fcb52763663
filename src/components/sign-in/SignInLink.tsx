/** Text links between the sign-in pages, in one style for both audiences. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function SignInLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="keyboard-focus rounded font-medium text-sage-800 underline decoration-sage-300 underline-offset-4 transition-colors hover:(text-sage-900 decoration-sage-700)"
    >
      {children}
    </Link>
  );
}
