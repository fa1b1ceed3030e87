import { useAccount } from '@nyaya/shared/account';
import { useLoaderData } from '@nyaya/shared/router';
import { CalendarDays, FileText, UserRound } from 'lucide-react';
import type { SharedItem } from '@nyaya/shared/types';
import { getShareData } from '@nyaya/shared/data/info';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { AccountShare } from '../account/AccountShare';
import { ExampleNotice } from '../account/ExampleNotice';
import { LinkField } from '../components/share/LinkField';
import { ShareOptions } from '../components/share/ShareOptions';
import { UtilityScreen } from '../components/UtilityScreen';
import { translateText, useT } from '../i18n';

export const loader = () => getShareData();

const typeStyle: Record<SharedItem['type'], { tone: BadgeTone; icon: typeof FileText }> = {
  Resource: { tone: 'blue', icon: FileText },
  Event: { tone: 'green', icon: CalendarDays },
  Profile: { tone: 'purple', icon: UserRound },
};

/** The spec's sample: a profile link, the ways to share it, and recent shares. */
function SampleShare() {
  const t = useT();
  const { profileLink, achievement, recentShares } = useLoaderData<typeof loader>();
  return (
    <>
      <ExampleNotice screen="share" />
      <LinkField label={t('share.profileLink')} link={profileLink} />
      <ShareOptions
        content={{
          link: profileLink,
          message: t('share.findMe', { link: profileLink }),
          emailSubject: t('share.emailSubject'),
          copied: t('share.linkCopiedDetail'),
          copyFailed: t('share.copyFailedDetail'),
          qrTitle: t('share.qr.title'),
          achievement: translateText(achievement),
        }}
      />
      <section aria-labelledby="recent-shares" className="mt-5">
        <h2 id="recent-shares" className="mb-2 text-lg font-semibold text-ink">
          {t('share.recent')}
        </h2>
        {recentShares.length === 0 ? (
          <p className="text-sm text-muted">{t('share.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {recentShares.map((item) => {
              const { tone, icon: TypeIcon } = typeStyle[item.type];
              return (
                <li key={item.id}>
                  <Card className="flex items-start gap-3">
                    <TypeIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium break-words text-ink">{translateText(item.title)}</p>
                      <p className="text-xs text-muted">{t('share.sharedWith', { who: translateText(item.sharedWith), time: translateText(item.time) })}</p>
                    </div>
                    <Badge tone={tone}>{translateText(item.type)}</Badge>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * Share: a signed-in user shares Nyaya itself (a profile of their own to share is not a feature
 * yet); anyone else (a guest, or before the app knows) sees the spec's sample under a notice.
 */
export function SharePage() {
  const t = useT();
  const account = useAccount();
  return <UtilityScreen title={t('share.title')}>{account.status === 'signed-in' ? <AccountShare /> : <SampleShare />}</UtilityScreen>;
}

export const Component = SharePage;
