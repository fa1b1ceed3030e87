import type { ReactNode } from 'react';

/**
 * A translated sentence with one of its placeholders' values (an order number) set off in
 * `className`, wherever the language puts it; the sentence as it is when the value is not in it.
 */
export function Emphasis({ text, part, className }: { text: string; part: string; className: string }): ReactNode {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className={className}>{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
