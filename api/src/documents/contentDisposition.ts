/**
 * `Content-Disposition: attachment` for a download (RFC 6266): the file is saved, never shown
 * in the page, under its own name. Browsers read `filename*` (RFC 5987: UTF-8, percent-encoded,
 * so a Hindi name survives); `filename` is an ASCII stand-in for the few that do not, with
 * anything that could end or bend the quoted string replaced.
 */

/** RFC 5987's attr-char: letters, digits and `!#$&+-.^_`|~`; everything else percent-encoded. */
function encodeRfc5987(value: string): string {
  return Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9!#$&+\-.^_`|~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** Printable ASCII only, without the quote and backslash a quoted-string would need escaped. */
function asciiFallback(value: string): string {
  const ascii = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return ascii.replace(/_+/g, '_') || 'document';
}

export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
