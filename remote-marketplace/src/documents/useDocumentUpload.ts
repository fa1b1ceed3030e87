/**
 * The upload of one file for one of the order's Documents Required, and where it stands. The file
 * is checked here first by the server's own rule (type from its first bytes, size), so a refused
 * file is not sent at all; the server checks again, and its refusals are worded the same way. A
 * retry after no answer sends the same Idempotency-Key, so the file is never kept twice.
 */
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey, type DocumentView } from '@nyaya/shared/api';
import { SNIFF_BYTES, checkDocumentFile, sanitizeFileName } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { problemText, refusalText } from './documentMessages';
import { t } from './i18n';
import { uploadDocument as defaultUpload, type UploadRequest, type UploadResult } from './uploadDocument';

export type UploadState =
  { kind: 'idle' } | { kind: 'uploading'; fileName: string; percent: number } | { kind: 'failed'; fileName: string; message: string; canRetry: boolean };

interface Attempt {
  file: File;
  fingerprint: string;
  key: string;
}

const fingerprintOf = (requirement: string, file: File) => JSON.stringify([requirement, file.name, file.size, file.lastModified]);

async function headOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

export function useDocumentUpload(
  orderNumber: string,
  requirement: string,
  onUploaded: (document: DocumentView) => void,
  upload: (request: UploadRequest) => Promise<UploadResult> = defaultUpload,
) {
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const attempt = useRef<Attempt | null>(null);
  const controller = useRef<AbortController | null>(null);

  const send = useCallback(
    async (file: File) => {
      // One upload at a time per item, taken before the first await so a second choice cannot slip in.
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      const fileName = sanitizeFileName(file.name);
      const verdict = checkDocumentFile({ name: fileName, size: file.size, head: await headOf(file) });
      if (!verdict.ok) {
        controller.current = null;
        setState({ kind: 'failed', fileName, message: refusalText(verdict, fileName), canRetry: false });
        return;
      }
      const fingerprint = fingerprintOf(requirement, file);
      // The same file again (a retry) keeps its key; another file gets a new one.
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { file, fingerprint, key: newIdempotencyKey() };
      const { key } = attempt.current;
      setState({ kind: 'uploading', fileName, percent: 0 });
      const result = await upload({
        orderNumber,
        requirement,
        file,
        idempotencyKey: key,
        signal: abort.signal,
        onProgress: (fraction) => setState({ kind: 'uploading', fileName, percent: Math.min(100, Math.round(fraction * 100)) }),
      });
      controller.current = null;
      switch (result.kind) {
        case 'ok':
          attempt.current = null;
          setState({ kind: 'idle' });
          onUploaded(result.document);
          return;
        case 'cancelled':
          setState({ kind: 'idle' });
          return;
        case 'unreachable':
          setState({ kind: 'failed', fileName, message: t('error.unreachable'), canRetry: true });
          return;
        case 'problem':
          // A refusal is final for this file; a new choice starts afresh.
          attempt.current = null;
          setState({ kind: 'failed', fileName, message: problemText(result.problem, result.status, fileName), canRetry: false });
      }
    },
    [orderNumber, requirement, onUploaded, upload],
  );

  const retry = useCallback(() => {
    if (attempt.current) void send(attempt.current.file);
  }, [send]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, send, retry, cancel };
}
