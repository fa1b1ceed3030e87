import { Accordion } from '@nyaya/shared/ui/Accordion';
import { Card } from '@nyaya/shared/ui/Card';
import { AccountScreen } from './AccountScreen';
import { useT } from './i18n';
import { grievanceOfficer, supportContact } from './supportContacts';

const FAQS = ['refund', 'delivery', 'consult', 'account', 'advice'] as const;

const linkClasses = 'inline-flex min-h-11 items-center font-medium break-all text-brand-700 underline hover:text-brand-800';

/** `/profile/help`: the marketplace's FAQs, how to reach support, and the grievance officer (IT Rules 2021). Open to guests too. */
export function HelpPage() {
  const t = useT();
  return (
    <AccountScreen title={t('help.title')}>
      <section aria-labelledby="help-faq">
        <h2 id="help-faq" className="mb-2 text-lg font-semibold text-ink">
          {t('help.faq')}
        </h2>
        <Accordion items={FAQS.map((id) => ({ id, title: t(`help.faq.${id}.q`), content: <p>{t(`help.faq.${id}.a`)}</p> }))} />
      </section>
      <section aria-labelledby="help-support" className="mt-6">
        <h2 id="help-support" className="mb-2 text-lg font-semibold text-ink">
          {t('help.support')}
        </h2>
        <Card>
          <p className="text-sm text-ink">{t('help.supportText')}</p>
          <dl className="mt-2 text-sm">
            <dt className="text-muted">{t('help.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${supportContact.email}`} className={linkClasses}>
                {supportContact.email}
              </a>
            </dd>
            <dt className="mt-1 text-muted">{t('help.phoneLabel')}</dt>
            <dd>
              <a href={`tel:${supportContact.tel}`} className={linkClasses}>
                {supportContact.phone}
              </a>
            </dd>
          </dl>
          <p className="mt-1 text-xs text-muted">{t('help.hours')}</p>
        </Card>
      </section>
      <section aria-labelledby="help-grievance" className="mt-6">
        <h2 id="help-grievance" className="mb-2 text-lg font-semibold text-ink">
          {t('help.grievance')}
        </h2>
        <Card>
          <p className="text-sm text-ink">{t('help.grievanceText')}</p>
          <dl className="mt-2 text-sm">
            <dt className="text-muted">{t('help.nameLabel')}</dt>
            <dd className="text-ink">{grievanceOfficer.name}</dd>
            <dt className="mt-1 text-muted">{t('help.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${grievanceOfficer.email}`} className={linkClasses}>
                {grievanceOfficer.email}
              </a>
            </dd>
            <dt className="mt-1 text-muted">{t('help.addressLabel')}</dt>
            <dd className="text-ink">{grievanceOfficer.address}</dd>
          </dl>
        </Card>
      </section>
    </AccountScreen>
  );
}
