/**
 * One upload of a document, through XMLHttpRequest rather than fetch: only XHR reports how much
 * of a request body has been sent (`upload.onprogress`), which the progress bar shows. The answer
 * is checked against the contract like every API call (client.ts), and ends in one of the same
 * kinds: the stored document, a problem the API answered, or no answer at all.
 */
import { DOCUMENT_UPLOAD_FIELDS, DocumentViewSchema, IDEMPOTENCY_HEADER, ProblemSchema, apiPaths, type DocumentView, type Problem } from '@nyaya/shared/api';
import { UPLOAD_PACE } from '@nyaya/shared/rules/marketplace/purchase/documentFile';

export type UploadResult =
  | { kind: 'ok'; document: DocumentView }
  | { kind: 'problem'; status: number; problem: Problem }
  /** No answer: offline, the API down, or stalled; sending again with the same key is safe. */
  | { kind: 'unreachable' }
  | { kind: 'cancelled' };

export interface UploadRequest {
  orderNumber: string;
  requirement: string;
  file: File;
  idempotencyKey: string;
  /** 0–1 as the body goes out. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/**
 * Ten megabytes on a slow mobile link take minutes: the browser waits as long as the server
 * would (a stalled upload is ended sooner by the server, with a 408 that says why).
 */
export const UPLOAD_TIMEOUT_MS = UPLOAD_PACE.ceilingMs;

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function uploadDocument({ orderNumber, requirement, file, idempotencyKey, onProgress, signal }: UploadRequest): Promise<UploadResult> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve({ kind: 'cancelled' });
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    // The requirement before the file: the server reads the form in order.
    form.append(DOCUMENT_UPLOAD_FIELDS.requirement, requirement);
    form.append(DOCUMENT_UPLOAD_FIELDS.file, file, file.name);
    const cancel = () => xhr.abort();
    signal.addEventListener('abort', cancel);
    const finish = (result: UploadResult) => {
      signal.removeEventListener('abort', cancel);
      resolve(result);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      // 502–504 come from the host's proxy: the API itself did not answer.
      if (xhr.status === 502 || xhr.status === 503 || xhr.status === 504) return finish({ kind: 'unreachable' });
      if (xhr.status >= 200 && xhr.status < 300) {
        const document = DocumentViewSchema.safeParse(body);
        return finish(document.success ? { kind: 'ok', document: document.data } : { kind: 'problem', status: 502, problem: unexpected(502) });
      }
      const problem = ProblemSchema.safeParse(body);
      finish({ kind: 'problem', status: xhr.status, problem: problem.success ? problem.data : unexpected(xhr.status) });
    };
    xhr.onerror = () => finish({ kind: 'unreachable' });
    xhr.ontimeout = () => finish({ kind: 'unreachable' });
    xhr.onabort = () => finish({ kind: 'cancelled' });
    xhr.open('POST', apiPaths.orderDocuments(orderNumber));
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    xhr.send(form);
  });
}

const unexpected = (status: number): Problem => ({ type: 'about:blank', title: 'Unexpected answer', status });
