/**
 * Removing one uploaded file (`DELETE`, no body). Repeating it is harmless: a file already gone
 * (404, say after an answer that was lost) counts as removed. A reviewed file is refused (409)
 * and the reason is shown.
 */
import { useState } from 'react';
import { DocumentRemovedSchema, apiPaths, callApi, type DocumentView } from '@nyaya/shared/api';
import { problemText } from './documentMessages';
import { t } from './i18n';

export type RemoveState = { kind: 'idle' } | { kind: 'removing' } | { kind: 'failed'; message: string };

export function useRemoveDocument(orderNumber: string, document: DocumentView, onRemoved: (document: DocumentView) => void) {
  const [state, setState] = useState<RemoveState>({ kind: 'idle' });
  async function remove() {
    if (state.kind === 'removing') return;
    setState({ kind: 'removing' });
    const result = await callApi({ path: apiPaths.orderDocument(orderNumber, document.id), method: 'DELETE', schema: DocumentRemovedSchema });
    if (result.kind === 'ok' || (result.kind === 'problem' && result.status === 404)) {
      setState({ kind: 'idle' });
      onRemoved(document);
    } else if (result.kind === 'problem') setState({ kind: 'failed', message: problemText(result.problem, result.status, document.fileName) });
    else setState({ kind: 'failed', message: t('error.removeUnreachable') });
  }
  return { state, remove };
}
