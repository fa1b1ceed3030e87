/**
 * For tests: catches the files the page hands to the browser (a Blob behind an <a download>
 * click), since jsdom neither has object URLs nor downloads anything.
 */
export function captureDownloads() {
  const files: { name: string; text: string; bytes: number; type: string }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++next}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!blob) return;
    void blob.text().then((text) => files.push({ name: this.download, text, bytes: blob.size, type: blob.type }));
  });
  return { files };
}
