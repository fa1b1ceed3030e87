/**
 * A stand-in for XMLHttpRequest, for the Documents section's tests: every upload is recorded and
 * stays open until the test moves it on (`progress`, `respond`, `fail`), so a test sees the
 * progress bar at 40% and then the answer. jsdom sends nothing anywhere.
 */
import { vi } from 'vitest';

export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    uploads.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** `loaded` of `total` bytes have gone out. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  /** No answer: the network failed. */
  fail() {
    this.onerror?.();
  }
}

export const uploads: FakeUpload[] = [];

/** Replaces XMLHttpRequest until `vi.unstubAllGlobals()`; the uploads so far are forgotten. */
export function fakeUploads() {
  uploads.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return uploads;
}
