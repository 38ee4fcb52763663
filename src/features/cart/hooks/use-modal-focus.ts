/**
 * What a modal panel (the bag drawer, the checkout view) owes keyboard and screen-reader users:
 * focus moves into it when it opens, Tab and Shift+Tab stay inside it, Escape closes it, the page
 * behind does not scroll, and focus returns to where it was (the bag button) when it closes.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { MODAL_COMPANION } from '../cart-toasts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

export function useModalFocus(panel: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = panel.current;
    (element && (element.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(element)[0]))?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = focusables(panel.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      // A confirmation toast raised by the panel is part of the conversation: let focus stay there.
      if (active instanceof Element && active.closest(`[${MODAL_COMPANION}]`)) return;
      if (event.shiftKey && (active === first || !panel.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);

    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      // Back to the bag button (or whatever opened the panel), if it is still on the page.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, panel]);
}
