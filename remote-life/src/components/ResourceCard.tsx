import { Download, FileText, HardDrive, MousePointerClick, Package, PlayCircle, Star } from 'lucide-react';
import type { Resource, ResourceType } from '@nyaya/shared/types';
import { formatCount } from '@nyaya/shared/format';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { Link } from '@nyaya/shared/router';
import { toast } from '@nyaya/shared/ui/toast';
import { downloadResource } from '../resources/downloadResource';
import { translateText, useT } from '../i18n';

const typeIcon: Record<ResourceType, typeof FileText> = {
  'PDF Guide': FileText,
  'Video Course': PlayCircle,
  'Resource Pack': Package,
  'Interactive Guide': MousePointerClick,
};

/** One resource of the library: type, category, downloads, rating and the size of its download; its title opens its page. */
export function ResourceCard({ resource, highlighted = false }: { resource: Resource; highlighted?: boolean }) {
  const t = useT();
  const TypeIcon = typeIcon[resource.type];
  const title = translateText(resource.title);
  const rating = resource.rating.toFixed(1);
  return (
    <Card className={highlighted ? 'ring-2 ring-brand-600' : undefined}>
      {highlighted && (
        <p className="mb-2">
          <Badge tone="brand">{t('resource.fromSearch')}</Badge>
        </p>
      )}
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <TypeIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-ink">
            {/* Its own page (issue 27); the link fills the title's line so it is easy to hit. */}
            <Link to={`/resource/${resource.id}`} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2">
              {title}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone="brand">{translateText(resource.type)}</Badge>
            <Badge>{translateText(resource.category)}</Badge>
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{t('resource.downloads')}</dt>
          <dd className="flex items-center gap-1 font-medium text-ink">
            <Download aria-hidden="true" className="size-3.5 text-muted" />
            {formatCount(resource.downloads)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('resource.rating')}</dt>
          <dd className="flex items-center gap-1 font-medium text-ink">
            <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
            {/* Read out whole ("4.8 out of 5"), in each language's word order. */}
            <span aria-hidden="true">{rating}</span>
            <span className="sr-only"> {t('resource.ratingOutOf', { rating })}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('resource.size')}</dt>
          <dd className="flex items-center gap-1 font-medium text-ink">
            <HardDrive aria-hidden="true" className="size-3.5 text-muted" />
            {resource.size}
          </dd>
        </div>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="mt-3 w-full"
        aria-label={t('resource.downloadLabel', { title })}
        onClick={() => {
          // The text is a chunk of its own: a failed fetch (offline) must say so, not do nothing.
          downloadResource(resource).then(
            (started) => started || toast(t('resource.downloadFailed')),
            () => toast(t('resource.downloadFailed')),
          );
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('resource.download')}
      </Button>
    </Card>
  );
}
