import { LinkField } from '../components/share/LinkField';
import { ShareOptions } from '../components/share/ShareOptions';
import { useT } from './i18n';

/**
 * The app's own address: where this page was served from (the production origin, or a local
 * one while developing), so the link always opens this Nyaya.
 */
function appLink(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.origin}/`;
}

/**
 * A signed-in user's Share screen. A public profile of their own is not a feature yet, and the
 * spec's `nyaya.app/u/aarav-mehta` is someone else's, so the screen says so and shares Nyaya itself.
 */
export function AccountShare() {
  const t = useT();
  const link = appLink();
  return (
    <>
      <p className="mb-4 rounded-2xl border border-line bg-white p-4 text-sm text-ink">{t('share.noProfile')}</p>
      <LinkField label={t('share.appLink')} link={link} />
      <ShareOptions
        content={{
          link,
          message: t('share.appMessage', { link }),
          emailSubject: t('share.appEmailSubject'),
          copied: t('share.appCopied'),
          copyFailed: t('share.copyFailedDetail'),
          qrTitle: t('share.appQrTitle'),
        }}
      />
    </>
  );
}
