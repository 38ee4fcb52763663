/**
 * 'Install app': an unobtrusive entry shown only while the browser offers installation
 * (src/lib/install-prompt.ts), gone once the shop is installed.
 */
import { acceptInstallOffer, useInstallOffer } from '../lib/install-prompt';

export function InstallAppButton({ className = '' }: { className?: string }) {
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <button type="button" onClick={() => void acceptInstallOffer()} className={`keyboard-focus rounded underline underline-offset-4 hover:text-cream-50 ${className}`}>
      Install app
    </button>
  );
}
