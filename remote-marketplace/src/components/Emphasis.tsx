import type { ReactNode } from 'react';

/**
 * A translated sentence with one of its placeholders' values (an order number, a time) marked up
 * by `wrap`, wherever the language puts it; the sentence as it is when the value is not in it.
 */
export function Emphasis({ text, part, wrap }: { text: string; part: string; wrap: (part: string) => ReactNode }): ReactNode {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {wrap(part)}
      {text.slice(at + part.length)}
    </>
  );
}
