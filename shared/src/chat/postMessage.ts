import { MESSAGE_UPLOAD_FIELDS, MessageViewSchema, apiPaths, callApi, type ApiResult, type MessageView } from '@nyaya/shared/api';
import { ProblemSchema } from '@nyaya/shared/api';
import { UPLOAD_PACE } from '@nyaya/shared/rules/marketplace/purchase/documentFile';

/**
 * An attachment may take minutes on a phone, not the 8 s of a JSON call: the browser waits as long
 * as the server would, as for documents (a stalled upload is ended sooner by the server, with a 408).
 */
const UPLOAD_TIMEOUT_MS = UPLOAD_PACE.ceilingMs;

/**
 * Sends one message: JSON for text, multipart/form-data (client id, body, then the file) with an
 * attachment. The same client id sent again is the same message (the API answers 200 with it).
 */
export async function postMessage(reference: string, message: { clientId: string; body: string; file?: File }): Promise<ApiResult<MessageView>> {
  const path = apiPaths.conversationMessages(reference);
  if (!message.file) return callApi({ method: 'POST', path, schema: MessageViewSchema, body: { clientId: message.clientId, body: message.body } });
  const form = new FormData();
  form.append(MESSAGE_UPLOAD_FIELDS.clientId, message.clientId);
  form.append(MESSAGE_UPLOAD_FIELDS.body, message.body);
  form.append(MESSAGE_UPLOAD_FIELDS.file, message.file, message.file.name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  try {
    const response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    const payload: unknown = await response.json().catch(() => null);
    if (response.status >= 502 && response.status <= 504) return { kind: 'unreachable', reason: 'network' };
    if (!response.ok) {
      const problem = ProblemSchema.safeParse(payload);
      return {
        kind: 'problem',
        status: response.status,
        problem: problem.success ? problem.data : { type: 'about:blank', title: String(response.status), status: response.status },
      };
    }
    const parsed = MessageViewSchema.safeParse(payload);
    return parsed.success ? { kind: 'ok', status: response.status, data: parsed.data } : { kind: 'unreachable', reason: 'network' };
  } catch {
    return { kind: 'unreachable', reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
