import { toast } from '@nyaya/shared/ui/toast';
import { t } from '../i18n';

/**
 * Copies text and says so; a browser without clipboard access gets a way to do it by hand
 * (`failedDetail` says where the text is on the screen).
 */
export async function copyText(text: string, done: string, doneDetail?: string, failedDetail: string = t('share.copyFailedDetail')): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast(done, doneDetail);
  } catch {
    toast(t('share.copyFailed'), failedDetail);
  }
}

/**
 * The browser's own share sheet where it has one (Web Share API); otherwise the text is copied so
 * the user can paste it anywhere. A user closing the sheet is not an error.
 */
export async function shareOrCopy(data: { title: string; text: string; url: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast(t('share.failed'), t('share.failedDetail'));
    }
    return;
  }
  await copyText(`${data.text} ${data.url}`, t('share.achievementCopied'), t('share.achievementCopiedDetail'));
}

/**
 * WhatsApp's click-to-chat link with the text filled in: on a phone it opens the app, elsewhere
 * WhatsApp Web; with no number in it, the user picks whom to send it to.
 */
export function whatsAppUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
