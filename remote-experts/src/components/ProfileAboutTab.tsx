import type { ReactNode } from 'react';
import type { ExpertProfile } from '@nyaya/shared/types';
import { formatCount } from '@nyaya/shared/format';
import { practiceAreaLabels } from '@nyaya/shared/rules/experts';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { translateText, useT } from '../i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Tags({ items, tone }: { items: string[]; tone: BadgeTone }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge tone={tone}>{translateText(item)}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
      {items.map((item) => (
        <li key={item}>{translateText(item)}</li>
      ))}
    </ul>
  );
}

/**
 * About: bio, experience (the work they do, clients served), education, certifications, how the
 * expert is enrolled or registered (an advocate's Bar Council enrolment; a CA's ICAI membership),
 * the courts an advocate appears before, practice areas, specializations and languages. Facts
 * only, never outcomes (Bar Council of India Rule 36). Sections with nothing to say are left out.
 * The expert's texts (bio, cases, education…) are sample data, shown in the language in use.
 */
export function ProfileAboutTab({ expert }: { expert: ExpertProfile }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('about.bio')}>
        <p className="text-sm text-ink">{translateText(expert.bio)}</p>
      </Section>
      <Section title={t('about.experience')}>
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-xl bg-gray-50 p-3">
            <dt className="text-xs text-muted">{t('about.yearsOfPractice')}</dt>
            <dd className="font-semibold text-ink">{translateText(expert.experience)}</dd>
          </div>
          <div className="rounded-xl bg-gray-50 p-3">
            <dt className="text-xs text-muted">{t('about.clientsServed')}</dt>
            <dd className="font-semibold text-ink">{formatCount(expert.clientsServed)}+</dd>
          </div>
        </dl>
        <h3 className="mt-2 text-sm font-semibold text-ink">{t('about.notableCases')}</h3>
        <Bullets items={expert.notableCases} />
      </Section>
      <Section title={t('about.education')}>
        <Bullets items={expert.education} />
      </Section>
      <Section title={t('about.certifications')}>
        <Bullets items={expert.certifications} />
      </Section>
      {expert.barCouncilEnrolment && (
        <Section title={t('about.barCouncil')}>
          <p className="text-sm text-ink">{translateText(expert.barCouncilEnrolment)}</p>
        </Section>
      )}
      {expert.courts && expert.courts.length > 0 && (
        <Section title={t('about.courts')}>
          <Bullets items={expert.courts} />
        </Section>
      )}
      {expert.professionalRegistration && (
        <Section title={t('about.registration')}>
          <p className="text-sm text-ink">{translateText(expert.professionalRegistration)}</p>
        </Section>
      )}
      {expert.practiceAreas.length > 0 && (
        <Section title={t('about.practiceAreas')}>
          <Tags tone="neutral" items={expert.practiceAreas.map((area) => practiceAreaLabels[area])} />
        </Section>
      )}
      <Section title={t('about.specializations')}>
        <Tags tone="brand" items={expert.specialties} />
      </Section>
      <Section title={t('about.languages')}>
        <p className="text-sm text-ink">{expert.languages.map(translateText).join(', ')}</p>
      </Section>
    </div>
  );
}
