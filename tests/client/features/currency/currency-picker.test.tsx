import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrencyDetector } from '../../../../src/features/currency/components/CurrencyDetector';
import { CurrencyPicker } from '../../../../src/features/currency/components/CurrencyPicker';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';

const detection = vi.hoisted(() => ({ finish: () => undefined as void, calls: 0 }));
vi.mock('../../../../src/features/currency/detection/run-detection', () => ({
  detectCurrencyOnce: () => {
    detection.calls += 1;
    return new Promise<void>((resolve) => {
      detection.finish = () => {
        useCurrencyStore.getState().markDetected('EUR');
        resolve();
      };
    });
  },
}));

beforeEach(async () => {
  useCurrencyStore.setState({ currency: 'GBP', detected: true });
  await vi.waitFor(() => expect(useCurrencyStore.persist.hasHydrated()).toBe(true));
});

describe('currency picker (docs/product/bag-and-currency.md#currency-picker)', () => {
  it('lists the four currencies with symbol, name and code, highlights the current one, and notes the rates are approximate', () => {
    useCurrencyStore.setState({ currency: 'EUR' });
    render(<CurrencyPicker placement="nav" />);
    const button = screen.getByRole('button', { name: /currency: euro \(eur\)/i });
    // The name comes from the content, so it holds the code on the button (decision 0166).
    expect(button.hasAttribute('aria-label')).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '£British PoundGBP',
      '$US DollarUSD',
      '€EuroEUR',
      '₦Nigerian NairaNGN',
    ]);
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false']);
    expect(document.activeElement).toBe(options[2]);
    expect(screen.getByText('Exchange rates are approximate')).toBeInTheDocument();
  });

  it('a choice is stored, counts as settled, and closes the list', () => {
    useCurrencyStore.setState({ detected: false });
    render(<CurrencyPicker placement="menu" />);
    fireEvent.click(screen.getByRole('button', { name: /change currency/i }));
    fireEvent.click(screen.getByRole('option', { name: /nigerian naira/i }));
    expect(useCurrencyStore.getState()).toMatchObject({ currency: 'NGN', detected: true });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('works from the keyboard: arrows move, Enter chooses, Escape closes back to the button', () => {
    render(<CurrencyPicker placement="nav" />);
    const button = screen.getByRole('button', { name: /change currency/i });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(useCurrencyStore.getState().currency).toBe('USD');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(useCurrencyStore.getState().currency).toBe('USD');
  });
});

describe('detection overlay (docs/product/bag-and-currency.md#currency-detection)', () => {
  beforeEach(() => {
    detection.calls = 0;
  });

  it('shows "Detecting Your Location" while detection runs on a first visit, then goes', async () => {
    useCurrencyStore.setState({ currency: 'GBP', detected: false });
    render(<CurrencyDetector />);
    expect(await screen.findByRole('alertdialog', { name: 'Detecting Your Location' })).toBeInTheDocument();
    expect(screen.getByText("We're setting up the perfect currency for your region...")).toBeInTheDocument();
    await act(async () => detection.finish());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useCurrencyStore.getState()).toMatchObject({ currency: 'EUR', detected: true });
  });

  it('never shows, and never detects, once the currency is settled', async () => {
    useCurrencyStore.setState({ currency: 'USD', detected: true });
    render(<CurrencyDetector />);
    await act(async () => undefined);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(detection.calls).toBe(0);
  });

  it('gives up the overlay after about 5 seconds whatever happens', async () => {
    vi.useFakeTimers();
    try {
      useCurrencyStore.setState({ currency: 'GBP', detected: false });
      render(<CurrencyDetector />);
      await act(async () => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTimeAsync(5600));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
