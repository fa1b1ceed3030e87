import type { ReactNode } from 'react';
import type { ExpertProfile } from '@nyaya/shared/types';
import { formatCount } from '@nyaya/shared/format';
import { Badge } from '@nyaya/shared/ui/Badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** About: bio, experience (notable cases, clients served), education, certifications, specializations, languages. */
export function ProfileAboutTab({ expert }: { expert: ExpertProfile }) {
  return (
    <div className="flex flex-col gap-5">
      <Section title="Bio">
        <p className="text-sm text-ink">{expert.bio}</p>
      </Section>
      <Section title="Experience">
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-xl bg-gray-50 p-3">
            <dt className="text-xs text-muted">Years of practice</dt>
            <dd className="font-semibold text-ink">{expert.experience}</dd>
          </div>
          <div className="rounded-xl bg-gray-50 p-3">
            <dt className="text-xs text-muted">Clients served</dt>
            <dd className="font-semibold text-ink">{formatCount(expert.clientsServed)}+</dd>
          </div>
        </dl>
        <h3 className="mt-2 text-sm font-semibold text-ink">Notable cases</h3>
        <Bullets items={expert.notableCases} />
      </Section>
      <Section title="Education">
        <Bullets items={expert.education} />
      </Section>
      <Section title="Certifications">
        <Bullets items={expert.certifications} />
      </Section>
      <Section title="Specializations">
        <ul className="flex flex-wrap gap-1.5">
          {expert.specialties.map((specialty) => (
            <li key={specialty}>
              <Badge tone="brand">{specialty}</Badge>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Languages">
        <p className="text-sm text-ink">{expert.languages.join(', ')}</p>
      </Section>
    </div>
  );
}
