/**
 * Escape closes a panel or menu while it is open. The key is heard on the window, so it works
 * wherever focus is, and only while the panel is open.
 */
import { useEffect } from 'react';

/** `setOpen` is the panel's state setter (stable, so the listener is set up once per opening). */
export function useEscapeToClose(open: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
}
