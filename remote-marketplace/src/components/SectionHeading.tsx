import type { ReactNode } from 'react';

/** An h2 for a section of a purchase screen, with the id its section is labelled by. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
      {children}
    </h2>
  );
}
