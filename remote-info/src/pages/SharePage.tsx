import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useLoaderData } from '@nyaya/shared/router';
import { CalendarDays, FileText, Link2, Mail, MessageCircle, MessageSquare, QrCode as QrIcon, Trophy, UserRound } from 'lucide-react';
import type { SharedItem } from '@nyaya/shared/types';
import { getShareData } from '@nyaya/shared/data/info';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { QrCode } from '../components/QrCode';
import { copyText, shareOrCopy, whatsAppUrl } from '../components/shareActions';
import { UtilityScreen } from '../components/UtilityScreen';
import { translateText, useT } from '../i18n';

export const loader = () => getShareData();

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
const typeStyle: Record<SharedItem['type'], { tone: BadgeTone; icon: Icon }> = {
  Resource: { tone: 'blue', icon: FileText },
  Event: { tone: 'green', icon: CalendarDays },
  Profile: { tone: 'purple', icon: UserRound },
};

const optionClass =
  'flex min-h-20 w-full flex-col items-center justify-center gap-1.5 rounded-2xl border border-line bg-white px-1 text-center text-xs font-medium text-ink hover:bg-brand-50';

function OptionIcon({ icon: OptionGlyph }: { icon: Icon }) {
  return (
    <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <OptionGlyph aria-hidden="true" className="size-5" />
    </span>
  );
}

export function SharePage() {
  const t = useT();
  const { profileLink, achievement, recentShares } = useLoaderData<typeof loader>();
  const [qrOpen, setQrOpen] = useState(false);
  const qrButton = useRef<HTMLButtonElement>(null);
  const qrWasOpen = useRef(false);
  // The shared Dialog has no Radix Trigger, so Radix would drop focus on <body> when it closes;
  // hand it back to the QR Code button so keyboard users keep their place.
  useEffect(() => {
    if (qrOpen) qrWasOpen.current = true;
    else if (qrWasOpen.current) {
      qrWasOpen.current = false;
      qrButton.current?.focus();
    }
  }, [qrOpen]);
  const message = t('share.findMe', { link: profileLink });
  const newTabNote = useId();

  return (
    <UtilityScreen title={t('share.title')}>
      <Card>
        <label htmlFor="profile-link" className="text-sm font-medium text-ink">
          {t('share.profileLink')}
        </label>
        <input
          id="profile-link"
          readOnly
          value={profileLink}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink"
        />
      </Card>

      <section aria-labelledby="share-via" className="mt-5">
        <h2 id="share-via" className="mb-2 text-lg font-semibold text-ink">
          {t('share.via')}
        </h2>
        {/* Hidden, yet read as the WhatsApp link's description (aria-describedby reads hidden text). */}
        <span id={newTabNote} hidden>
          {t('share.newTab')}
        </span>
        <ul className="grid grid-cols-3 gap-2">
          <li>
            {/* Most people in India share through WhatsApp, so it comes first. */}
            <a className={optionClass} href={whatsAppUrl(message)} target="_blank" rel="noopener noreferrer" aria-describedby={newTabNote}>
              <OptionIcon icon={MessageCircle} />
              {t('share.option.whatsApp')}
            </a>
          </li>
          <li>
            <a className={optionClass} href={`sms:?&body=${encodeURIComponent(message)}`}>
              <OptionIcon icon={MessageSquare} />
              {t('share.option.message')}
            </a>
          </li>
          <li>
            <a className={optionClass} href={`mailto:?subject=${encodeURIComponent(t('share.emailSubject'))}&body=${encodeURIComponent(message)}`}>
              <OptionIcon icon={Mail} />
              {t('share.option.email')}
            </a>
          </li>
          <li>
            <button type="button" className={optionClass} onClick={() => copyText(profileLink, t('share.linkCopied'), t('share.linkCopiedDetail'))}>
              <OptionIcon icon={Link2} />
              {t('share.option.copyLink')}
            </button>
          </li>
          <li>
            <button ref={qrButton} type="button" className={optionClass} onClick={() => setQrOpen(true)}>
              <OptionIcon icon={QrIcon} />
              {t('share.option.qrCode')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={optionClass}
              onClick={() => shareOrCopy({ title: t('share.achievementTitle'), text: translateText(achievement), url: profileLink })}
            >
              <OptionIcon icon={Trophy} />
              {t('share.option.achievement')}
            </button>
          </li>
        </ul>
      </section>

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

      <Dialog open={qrOpen} onOpenChange={setQrOpen} title={t('share.qr.title')} description={profileLink}>
        {qrOpen && <QrCode text={profileLink} label={t('share.qr.label', { link: profileLink })} />}
      </Dialog>
    </UtilityScreen>
  );
}

export const Component = SharePage;
