import { FileText } from 'lucide-react';
import type { ExpertResource } from '@nyaya/shared/types';
import { formatDate } from '@nyaya/shared/format';
import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';
import { translateText, useT } from '../i18n';
import { resourceTypeLabel } from './labels';

const typeTone: Record<ExpertResource['type'], BadgeTone> = { Article: 'blue', Guide: 'green', FAQ: 'purple' };

/** Resources the expert wrote: title, type (Article, Guide, FAQ) and date. */
export function ProfileResourcesTab({ resources }: { resources: ExpertResource[] }) {
  const t = useT();
  if (resources.length === 0) return <p className="text-sm text-muted">{t('resources.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {resources.map((resource) => (
        <li key={resource.title} className="flex items-start gap-3 rounded-2xl border border-line bg-white p-4">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1">
            <h2 className="text-sm font-semibold break-words text-ink">{translateText(resource.title)}</h2>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
              <Badge tone={typeTone[resource.type]}>{resourceTypeLabel(resource.type)}</Badge>
              <time dateTime={resource.date}>{formatDate(resource.date)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
