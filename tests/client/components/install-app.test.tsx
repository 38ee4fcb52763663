import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InstallAppButton } from '../../../src/components/InstallAppButton';
import { captureInstallOffer } from '../../../src/lib/install-prompt';

captureInstallOffer();

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe("the 'Install app' entry", () => {
  it('shows only while the browser offers installation, and asks the browser when clicked', async () => {
    render(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const offer = offerInstall();
    // The browser's own infobar is kept away; the shop's quiet entry stands in.
    expect(offer.defaultPrevented).toBe(true);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('disappears once the shop is installed', () => {
    render(<InstallAppButton />);
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
