/**
 * The console's draft writes: delivering a version (JSON, no body) and uploading a corrected PDF
 * (multipart, with an Idempotency-Key kept for the chosen file, so a retry after no answer makes
 * one version). Both answer with the order's page as it now stands, checked by its schema.
 */
import {
  ConsoleOrderSchema,
  DRAFT_UPLOAD_FIELD,
  IDEMPOTENCY_HEADER,
  ProblemSchema,
  apiPaths,
  callApi,
  type ApiResult,
  type ConsoleOrder,
} from '@nyaya/shared/api';
import { ensureSession } from '@nyaya/shared/hooks/ensureSession';
import { SNIFF_BYTES, checkDocumentFile } from '@nyaya/shared/rules/marketplace/purchase/documentFile';

/** A 10 MB PDF on a slow phone connection: longer than a JSON call's 8 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

export function deliverVersion(orderNumber: string, version: number): Promise<ApiResult<ConsoleOrder>> {
  return callApi({ method: 'POST', path: apiPaths.consoleDraftDeliver(orderNumber, version), schema: ConsoleOrderSchema });
}

/** Why a chosen file will not be sent, as the server would say it (the same rule, run first only to answer sooner). */
export async function refusalOf(file: File): Promise<'empty' | 'too-large' | 'not-a-pdf' | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const verdict = checkDocumentFile({ name: file.name, size: file.size, head });
  if (!verdict.ok && (verdict.reason === 'empty' || verdict.reason === 'too-large')) return verdict.reason;
  return verdict.ok && verdict.type === 'pdf' ? null : 'not-a-pdf';
}

export async function uploadCorrected(orderNumber: string, file: File, idempotencyKey: string): Promise<ApiResult<ConsoleOrder>> {
  await ensureSession();
  const form = new FormData();
  form.append(DRAFT_UPLOAD_FIELD, file, file.name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  try {
    const response = await fetch(apiPaths.consoleDrafts(orderNumber), {
      method: 'POST',
      headers: { accept: 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      credentials: 'same-origin',
      body: form,
      signal: controller.signal,
    });
    const payload: unknown = await response.json().catch(() => null);
    if (response.status === 502 || response.status === 503 || response.status === 504) return { kind: 'unreachable', reason: 'network' };
    if (!response.ok) {
      const problem = ProblemSchema.safeParse(payload);
      return {
        kind: 'problem',
        status: response.status,
        problem: problem.success ? problem.data : { type: 'about:blank', title: '', status: response.status },
      };
    }
    const parsed = ConsoleOrderSchema.safeParse(payload);
    return parsed.success
      ? { kind: 'ok', status: response.status, data: parsed.data }
      : { kind: 'problem', status: 502, problem: { type: 'about:blank', title: '', status: 502 } };
  } catch {
    return { kind: 'unreachable', reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
