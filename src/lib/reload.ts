/** One seam for reloading the page, so error screens can be tested without a real reload. */
export function reloadPage(): void {
  window.location.reload();
}
