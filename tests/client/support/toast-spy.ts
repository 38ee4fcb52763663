/**
 * react-hot-toast with every call recorded. In a test file under tests/client/features/ (vi.mock is
 * hoisted, hence the import):
 *   vi.mock('react-hot-toast', async (original) => (await import('../../support/toast-spy')).toastSpyModule(original));
 * then assert on `toast` / `toast.success` / `toast.error` calls. Toasts still render when a
 * <Toaster /> is mounted.
 */
import type * as HotToast from 'react-hot-toast';
import { vi } from 'vitest';

export async function toastSpyModule(importOriginal: () => Promise<typeof HotToast>) {
  const actual = await importOriginal();
  const original = actual.default;
  const spy = Object.assign(
    vi.fn((...args: Parameters<typeof original>) => original(...args)),
    original,
    {
      success: vi.fn((...args: Parameters<typeof original.success>) => original.success(...args)),
      error: vi.fn((...args: Parameters<typeof original.error>) => original.error(...args)),
    },
  );
  return { ...actual, default: spy, toast: spy };
}
