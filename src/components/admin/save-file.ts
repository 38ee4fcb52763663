/**
 * Hands a file the app fetched (a report's CSV) to the browser as a download: a temporary object
 * URL on a link that is clicked and removed. Fetching with the app's client rather than linking
 * to the file sends the admin's token, which a plain link could not.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
