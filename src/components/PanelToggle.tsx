/**
 * The icon button that opens a panel below the storefront's bar and closes it again: it says
 * whether the panel is open and which one it controls, and shows a cross while it is open. The
 * phone's menu and the search open theirs with it; each names its own two labels and icon.
 */
import type { ComponentType, Ref } from 'react';
import { CloseIcon, type IconProps } from './icons/icons';

interface PanelToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The panel's id. */
  controls: string;
  openLabel: string;
  closeLabel: string;
  icon: ComponentType<IconProps>;
  size: number;
  className: string;
  ref?: Ref<HTMLButtonElement>;
}

export function PanelToggle({ open, onToggle, controls, openLabel, closeLabel, icon: Icon, size, className, ref }: PanelToggleProps) {
  return (
    <button ref={ref} type="button" className={className} aria-expanded={open} aria-controls={controls} aria-label={open ? closeLabel : openLabel} onClick={onToggle}>
      {open ? <CloseIcon size={size} /> : <Icon size={size} />}
    </button>
  );
}
