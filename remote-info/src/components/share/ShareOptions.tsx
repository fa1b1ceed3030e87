import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Link2, Mail, MessageCircle, MessageSquare, QrCode as QrIcon, Trophy } from 'lucide-react';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { useT } from '../../i18n';
import { QrCode } from '../QrCode';
import { copyText, shareOrCopy, whatsAppUrl } from '../shareActions';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;

const optionClass =
  'flex min-h-20 w-full flex-col items-center justify-center gap-1.5 rounded-2xl border border-line bg-white px-1 text-center text-xs font-medium text-ink hover:bg-brand-50';

function OptionIcon({ icon: OptionGlyph }: { icon: Icon }) {
  return (
    <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <OptionGlyph aria-hidden="true" className="size-5" />
    </span>
  );
}

/** What is shared and how each option words it. */
export interface ShareContent {
  link: string;
  /** the message sent by WhatsApp, SMS and email, the link in it */
  message: string;
  emailSubject: string;
  /** Copy Link's toast detail, and what to do when copying fails */
  copied: string;
  copyFailed: string;
  qrTitle: string;
  /** Share Achievement's text, when there is an achievement to share */
  achievement?: string;
}

/** "Share via": WhatsApp first, Message, Email, Copy Link, QR Code (a dialog), Share Achievement. */
export function ShareOptions({ content }: { content: ShareContent }) {
  const t = useT();
  const { link, message } = content;
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
  const newTabNote = useId();

  return (
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
          <a className={optionClass} href={`mailto:?subject=${encodeURIComponent(content.emailSubject)}&body=${encodeURIComponent(message)}`}>
            <OptionIcon icon={Mail} />
            {t('share.option.email')}
          </a>
        </li>
        <li>
          <button type="button" className={optionClass} onClick={() => copyText(link, t('share.linkCopied'), content.copied, content.copyFailed)}>
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
        {content.achievement !== undefined && (
          <li>
            <button
              type="button"
              className={optionClass}
              onClick={() => shareOrCopy({ title: t('share.achievementTitle'), text: content.achievement!, url: link })}
            >
              <OptionIcon icon={Trophy} />
              {t('share.option.achievement')}
            </button>
          </li>
        )}
      </ul>
      <Dialog open={qrOpen} onOpenChange={setQrOpen} title={content.qrTitle} description={link}>
        {qrOpen && <QrCode text={link} label={t('share.qr.label', { link })} />}
      </Dialog>
    </section>
  );
}
