import { getResourceContent } from '@nyaya/shared/data/life';
import { downloadedResourcesStore } from '@nyaya/shared/stores';
import { resourceFileName, resourceFileText } from '@nyaya/shared/rules/life';
import type { Resource } from '@nyaya/shared/types';
import type { ResourceContent } from '@nyaya/shared/data/life';

/**
 * Saves the resource's text file (English and Hindi, UTF-8) through the browser's own download,
 * and counts it among the user's downloads (each resource once: the profile's Resources Downloaded).
 */
export function saveResourceFile(resource: Resource, en: ResourceContent, hi: ResourceContent) {
  downloadedResourcesStore.set((previous) => (previous.includes(resource.id) ? previous : [...previous, resource.id]));
  const blob = new Blob([resourceFileText(en, hi)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = resourceFileName(resource);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address can go once this task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** From the library's list, where the text is not loaded yet: fetches it, then saves the file. False when there is none. */
export async function downloadResource(resource: Resource): Promise<boolean> {
  const loaded = await getResourceContent(resource.id);
  if (!loaded) return false;
  saveResourceFile(loaded.resource, loaded.en, loaded.hi);
  return true;
}
