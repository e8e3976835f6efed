/** Hands a downloaded file to the browser as a download under its own name. */
export function saveFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click handler returns; free the blob a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
