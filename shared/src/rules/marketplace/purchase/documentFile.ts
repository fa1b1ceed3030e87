/**
 * What a document uploaded for an order may be: a PDF, a JPEG or a PNG of at most 10 MB, known by
 * its first bytes. A file's name and the browser's Content-Type are whatever the sender says (a
 * text file renamed `.pdf` claims to be a PDF), so neither decides; a name that claims one of the
 * three types and bytes that are another are refused, since the expert would open the wrong thing.
 * The server decides with this rule; the tracking page runs it first only to answer sooner.
 */
import { sanitizeText } from '../../sanitizeText';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * How long an upload may take. A 10 MB scan over a weak phone link takes minutes, so there is no
 * short limit; instead a body must keep arriving (at least `minBytesPerWindow` every `windowMs`,
 * about 2 KB/s) and finish within `ceilingMs` (10 MB at about 12 KB/s, a slow 2G link).
 */
export const UPLOAD_PACE = { windowMs: 15_000, minBytesPerWindow: 30 * 1024, ceilingMs: 15 * 60_000 } as const;

export type DocumentType = 'pdf' | 'jpeg' | 'png';

export const DOCUMENT_TYPES: Readonly<Record<DocumentType, { contentType: string; extension: string; label: string }>> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: { contentType: 'image/png', extension: 'png', label: 'PNG' },
};

/** The signatures: `%PDF-` (ISO 32000 §7.5.2), JPEG's SOI marker and the next marker's FF, PNG's 8 bytes (RFC 2083 §3.1). */
const SIGNATURES: ReadonlyArray<readonly [DocumentType, readonly number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** How many leading bytes the sniffing reads. */
export const SNIFF_BYTES = 8;

/** The type the bytes are, from their start only, or null when they are none of the three. */
export function sniffDocumentType(head: Uint8Array): DocumentType | null {
  for (const [type, signature] of SIGNATURES) if (signature.every((byte, index) => head[index] === byte)) return type;
  return null;
}

const CLAIMS: Readonly<Record<string, DocumentType>> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', jpe: 'jpeg', jfif: 'jpeg', png: 'png' };

/** The type a file name's extension claims, when it is one of the three ("scan.JPG" → jpeg). */
export function claimedDocumentType(fileName: string): DocumentType | null {
  const dot = fileName.lastIndexOf('.');
  return dot < 0
    ? null
    : (CLAIMS[
        fileName
          .slice(dot + 1)
          .trim()
          .toLowerCase()
      ] ?? null);
}

export type DocumentFileRefusal =
  { reason: 'empty' } | { reason: 'too-large' } | { reason: 'not-a-document' } | { reason: 'type-mismatch'; claimed: DocumentType; actual: DocumentType };

export type DocumentFileVerdict = { ok: true; type: DocumentType } | ({ ok: false } & DocumentFileRefusal);

/** Whether a file may be kept as an order's document: its size, its bytes' type, and the name's claim against them. */
export function checkDocumentFile({ name, size, head }: { name: string; size: number; head: Uint8Array }): DocumentFileVerdict {
  if (size === 0) return { ok: false, reason: 'empty' };
  if (size > DOCUMENT_MAX_BYTES) return { ok: false, reason: 'too-large' };
  const actual = sniffDocumentType(head);
  if (!actual) return { ok: false, reason: 'not-a-document' };
  const claimed = claimedDocumentType(name);
  if (claimed && claimed !== actual) return { ok: false, reason: 'type-mismatch', claimed, actual };
  return { ok: true, type: actual };
}

/** Characters Windows refuses in names, and the path separators: a name is one plain segment. */
const RESERVED = /[<>:"/\\|?*]/g;
/** Names Windows keeps for devices, whatever the extension ("con.pdf" cannot be saved). */
const DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
export const FILE_NAME_MAX = 120;

/**
 * A file name safe to keep, show as plain text and offer as a download: the last segment of a
 * path ("C:\fakepath\x.pdf" from old browsers), without invisible and control characters (a
 * right-to-left override makes "fdp.exe" read "exe.pdf"), reserved characters as "_", spaces
 * collapsed, no leading dots (a hidden file) or trailing dots and spaces, Unicode NFC, at most
 * 120 characters with the extension kept. Nothing left: "document".
 */
export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  let name = sanitizeText(lastSegment)
    .normalize('NFC')
    .replace(RESERVED, '_')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (DEVICE_NAMES.test(name)) name = `_${name}`;
  const characters = Array.from(name);
  if (characters.length > FILE_NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? Array.from(name.slice(dot)) : [];
    name = [...characters.slice(0, FILE_NAME_MAX - extension.length), ...extension].join('').trim();
  }
  return name || 'document';
}

/** The name to download a document under: its own, with its type's extension added when the name has another. */
export function downloadFileName(fileName: string, type: DocumentType): string {
  return claimedDocumentType(fileName) === type ? fileName : `${fileName}.${DOCUMENT_TYPES[type].extension}`;
}
