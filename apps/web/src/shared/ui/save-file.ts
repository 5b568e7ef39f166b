/** Hands the browser a fetched file (an object URL) as a download named `fileName`, then lets the URL go. */
export function saveFile(objectUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
