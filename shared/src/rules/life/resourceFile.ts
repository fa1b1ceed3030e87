/**
 * A resource's download (issue 27): a plain UTF-8 text file holding the resource in English and
 * in Hindi, so the one file serves either reader and the size the library shows is its size.
 */
import type { ResourceContent } from '../../data/life/content/types';
import type { Resource } from '../../types';

/** Said at the end of each language's part: what the text is and is not. */
export const RESOURCE_FILE_NOTE = {
  en: 'General information for India, not legal, tax, financial or medical advice for your case. Rules change: check the official source or ask an expert.',
  hi: 'भारत के लिए सामान्य जानकारी, आपके मामले के लिए कानूनी, टैक्स, वित्तीय या चिकित्सा सलाह नहीं। नियम बदलते हैं: आधिकारिक स्रोत देखें या किसी विशेषज्ञ से पूछें।',
} as const;

function part(content: ResourceContent, note: string): string {
  const lines = [content.title, '='.repeat(Math.min(content.title.length, 60)), ''];
  for (const block of content.blocks) {
    if (block.kind === 'p') lines.push(block.text, '');
    else lines.push(...block.items.map((item) => `- ${item}`), '');
  }
  lines.push(note);
  return lines.join('\n');
}

/** The file's text: English, a rule, then Hindi; lines end with \n. */
export function resourceFileText(en: ResourceContent, hi: ResourceContent): string {
  return `${part(en, RESOURCE_FILE_NOTE.en)}\n\n${'-'.repeat(40)}\n\n${part(hi, RESOURCE_FILE_NOTE.hi)}\n`;
}

/** "rental-agreement-essentials.txt": the English title, lower case, words joined by hyphens. */
export function resourceFileName(resource: Pick<Resource, 'title'>): string {
  const slug = resource.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'resource'}.txt`;
}

/** The file's size as the library shows it: "4.2 KB" (1 KB = 1,024 bytes of UTF-8). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
