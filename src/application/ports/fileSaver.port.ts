/** Hands a downloaded file to the browser, which saves it under the given name. */
export interface FileSaverPort {
  saveText(fileName: string, text: string): void;
}
