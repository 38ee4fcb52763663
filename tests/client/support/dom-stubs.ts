/**
 * Browser APIs jsdom lacks that the storefront touches: matchMedia (react-hot-toast's Toaster,
 * reduced-motion checks). Import first in a test file that renders them.
 */
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
