import { EyeOff } from 'lucide-react';

/** Tells an author that their own post is hidden from others while it is reviewed (icon and words, not colour alone). */
export function HiddenNote({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
