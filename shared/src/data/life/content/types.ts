/** A resource's text: paragraphs and bullet lists, in reading order. Plain text only. */
export type ResourceBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

export interface ResourceContent {
  /** the title in this language (the English one is the resource's own) */
  title: string;
  blocks: ResourceBlock[];
}

export const p = (text: string): ResourceBlock => ({ kind: 'p', text });
export const ul = (...items: string[]): ResourceBlock => ({ kind: 'ul', items });
