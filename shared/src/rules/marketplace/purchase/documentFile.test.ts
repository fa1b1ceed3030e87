import { DOCUMENT_MAX_BYTES, checkDocumentFile, claimedDocumentType, downloadFileName, sanitizeFileName, sniffDocumentType } from './documentFile';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PDF = text('%PDF-1.7\n');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

describe('sniffDocumentType: the type from the first bytes', () => {
  it.each([
    ['a PDF', PDF, 'pdf'],
    ['a JPEG (JFIF)', JPEG, 'jpeg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'jpeg'],
    ['a PNG', PNG, 'png'],
  ] as const)('knows %s', (_name, head, type) => {
    expect(sniffDocumentType(head)).toBe(type);
  });

  it.each([
    ['plain text', text('Hello, this is not a PDF')],
    ['an HTML page that mentions %PDF-', text('<html>%PDF-1.4')],
    ['a PDF signature after a space', text(' %PDF-1.4')],
    ['"%PDF" without the dash', text('%PDF1.4')],
    ['lower-case %pdf-', text('%pdf-1.4')],
    ['a GIF', text('GIF89a')],
    ['a ZIP (docx)', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['a PNG signature cut short', PNG.slice(0, 7)],
    ['a PNG with a wrong line ending (a text-mode transfer)', bytes(0x89, 0x50, 0x4e, 0x47, 0x0a, 0x1a, 0x0a, 0x00)],
    ['two bytes of JPEG', bytes(0xff, 0xd8)],
    ['a UTF-8 byte-order mark before %PDF-', bytes(0xef, 0xbb, 0xbf, ...text('%PDF-1.4'))],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(sniffDocumentType(head)).toBeNull();
  });
});

describe('claimedDocumentType: what the name says', () => {
  it.each([
    ['lease.pdf', 'pdf'],
    ['SCAN.PDF', 'pdf'],
    ['photo.jpg', 'jpeg'],
    ['photo.JPEG', 'jpeg'],
    ['photo.jfif', 'jpeg'],
    ['logo.png', 'png'],
    ['archive.tar.png', 'png'],
    ['notes.txt', null],
    ['pdf', null],
    ['no-extension', null],
    ['trailing.', null],
  ] as const)('%s → %s', (name, type) => {
    expect(claimedDocumentType(name)).toBe(type);
  });
});

describe('checkDocumentFile: the server’s verdict on an upload', () => {
  it('keeps a PDF, a JPEG and a PNG by their bytes, whatever their names', () => {
    expect(checkDocumentFile({ name: 'lease.pdf', size: 1000, head: PDF })).toEqual({ ok: true, type: 'pdf' });
    expect(checkDocumentFile({ name: 'aadhaar front', size: 1000, head: JPEG })).toEqual({ ok: true, type: 'jpeg' });
    expect(checkDocumentFile({ name: 'IMG_2041.HEIC.png', size: 1000, head: PNG })).toEqual({ ok: true, type: 'png' });
    // A name outside the three claims nothing: the bytes decide.
    expect(checkDocumentFile({ name: 'export.bin', size: 1000, head: PDF })).toEqual({ ok: true, type: 'pdf' });
  });

  it('refuses a text file renamed .pdf: its bytes are no document', () => {
    expect(checkDocumentFile({ name: 'lease.pdf', size: 24, head: text('Hello, this is not a PDF') })).toEqual({ ok: false, reason: 'not-a-document' });
  });

  it('refuses a PNG renamed .pdf, saying what it is', () => {
    expect(checkDocumentFile({ name: 'lease.pdf', size: 1000, head: PNG })).toEqual({ ok: false, reason: 'type-mismatch', claimed: 'pdf', actual: 'png' });
  });

  it('refuses an empty file and one over 10 MB; 10 MB exactly is kept', () => {
    expect(checkDocumentFile({ name: 'a.pdf', size: 0, head: bytes() })).toEqual({ ok: false, reason: 'empty' });
    expect(checkDocumentFile({ name: 'a.pdf', size: DOCUMENT_MAX_BYTES + 1, head: PDF })).toEqual({ ok: false, reason: 'too-large' });
    expect(checkDocumentFile({ name: 'a.pdf', size: DOCUMENT_MAX_BYTES, head: PDF })).toEqual({ ok: true, type: 'pdf' });
  });
});

describe('sanitizeFileName: a name safe to keep, show and download', () => {
  it.each([
    ['lease.pdf', 'lease.pdf'],
    ['C:\\fakepath\\lease.pdf', 'lease.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['folder/sub/scan.jpg', 'scan.jpg'],
    ['  rent   agreement\tfinal .pdf  ', 'rent agreement final .pdf'],
    ['line\nbreak.pdf', 'line break.pdf'],
    ['null\u0000byte.pdf', 'nullbyte.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['zero\u200Bwidth.png', 'zerowidth.png'],
    ['a<b>c:d"e|f?g*h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['.htaccess', 'htaccess'],
    ['...', 'document'],
    ['trailing dots...', 'trailing dots'],
    ['', 'document'],
    ['\u202E\u200B', 'document'],
    ['CON.pdf', '_CON.pdf'],
    ['nul', '_nul'],
    ['किरायानामा.pdf', 'किरायानामा.pdf'],
    // Plain text wherever it is shown; the slash still makes it a path.
    ['<script>alert(1)</script>.pdf', 'script_.pdf'],
    ['<img src=x onerror=alert(1)>.pdf', '_img src=x onerror=alert(1)_.pdf'],
  ])('%j → %j', (raw, clean) => {
    expect(sanitizeFileName(raw)).toBe(clean);
  });

  it('composes decomposed accents (NFC), so one name is stored one way', () => {
    expect(sanitizeFileName('Cafe\u0301.pdf')).toBe('Caf\u00e9.pdf');
  });

  it('cuts a long name to 120 characters and keeps its extension, without splitting a character', () => {
    const long = sanitizeFileName(`${'क'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('क.pdf')).toBe(true);
    const emoji = sanitizeFileName(`${'😀'.repeat(200)}`);
    expect(Array.from(emoji)).toHaveLength(120);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('downloadFileName', () => {
  it('keeps a name that says its type, and adds the type’s extension to one that does not', () => {
    expect(downloadFileName('lease.pdf', 'pdf')).toBe('lease.pdf');
    expect(downloadFileName('photo.JPEG', 'jpeg')).toBe('photo.JPEG');
    expect(downloadFileName('aadhaar front', 'jpeg')).toBe('aadhaar front.jpg');
    expect(downloadFileName('export.bin', 'pdf')).toBe('export.bin.pdf');
  });
});
