/**
 * The Export button's accessible name begins with the words on it (WCAG 2.5.3 "label in name",
 * axe's label-content-name-mismatch): a voice user says "Click Export CSV" and the button answers.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExportButton } from '../../../../src/components/admin/ExportButton';

function visibleText(button: HTMLElement): string {
  const copy = button.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
  return copy.textContent!.trim();
}

describe('ExportButton', () => {
  it.each([
    [undefined, 'products', 'Export CSV', 'Export CSV of products'],
    ['Export orders', 'orders', 'Export orders', 'Export orders as CSV'],
    ['Export order lines', 'order lines', 'Export order lines', 'Export order lines as CSV'],
  ])('labelled %s for %s: its name begins with what it shows', (label, what, shown, name) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ExportButton path="/admin/x/export" what={what} failure="Failed" fallbackName="x.csv" {...(label ? { label } : {})} />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name });
    expect(visibleText(button)).toBe(shown);
    expect(name.startsWith(shown)).toBe(true);
  });
});
