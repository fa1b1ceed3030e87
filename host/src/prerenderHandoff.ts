/**
 * Home's HTML is prerendered, so a user can focus the search box and type before the app has
 * started. createRoot then replaces that markup with the app's own; without this hand-off the
 * typed text and the focus would vanish. Fields are matched by `name`, else by placeholder.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (node: unknown): node is Field => node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;
const fieldKey = (field: Field) => field.name || field.placeholder;

interface Typed {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** Starts watching the prerendered fields in `root`; the returned function restores them into the app's. */
export function watchPrerenderedFields(root: HTMLElement): () => void {
  const typed = new Map<string, Typed>();
  let focusedKey: string | null = null;
  const remember = (field: Field) => {
    if (fieldKey(field)) typed.set(fieldKey(field), { value: field.value, selectionStart: field.selectionStart, selectionEnd: field.selectionEnd });
  };
  const onInput = (event: Event) => isField(event.target) && remember(event.target);
  const onFocusIn = (event: Event) => {
    focusedKey = isField(event.target) ? fieldKey(event.target) : null;
  };
  const onFocusOut = () => {
    // Checked a moment later: React removing the prerendered markup also blurs the field, and the
    // restore below runs within that same task, before this check.
    setTimeout(() => {
      if (!isField(document.activeElement)) focusedKey = null;
    });
  };
  // Typed before this script ran.
  root.querySelectorAll<Field>('input, textarea').forEach((field) => field.value && remember(field));
  if (isField(document.activeElement) && root.contains(document.activeElement)) focusedKey = fieldKey(document.activeElement);
  root.addEventListener('input', onInput, true);
  root.addEventListener('focusin', onFocusIn, true);
  root.addEventListener('focusout', onFocusOut, true);

  return function restore() {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('focusin', onFocusIn, true);
    root.removeEventListener('focusout', onFocusOut, true);
    const fields = [...root.querySelectorAll<Field>('input, textarea')];
    const byKey = (key: string) => fields.find((field) => fieldKey(field) === key);
    for (const [key, { value, selectionStart, selectionEnd }] of typed) {
      const field = byKey(key);
      if (!field || field.value === value) continue;
      // The prototype's setter, so React's onChange sees a real change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      if (selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
    }
    if (focusedKey) byKey(focusedKey)?.focus();
  };
}
