import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The open dialog (by its name), once it takes the pointer. The life screens load their dialogs on
 * first use (components/lazyDialogs.ts), so a test finds one a moment after the tap; Radix's modal
 * layer turns the page's pointer events off as it mounts and lets them back into the dialog a
 * render later, and a click in between would be refused.
 */
export async function findDialog(name?: string) {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
}
