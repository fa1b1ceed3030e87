import { ArrowLeft, Download } from 'lucide-react';
import { getResourceContent } from '@nyaya/shared/data/life';
import { Link, useLoaderData, type LoaderFunctionArgs } from '@nyaya/shared/router';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { NotFound } from '@nyaya/shared/ui/NotFound';
import { LifeScreen } from '../components/LifeScreen';
import { translateText, useLocale, useT } from '../i18n';
import { saveResourceFile } from '../resources/downloadResource';
import { SaveResourceButton } from '../resources/SaveResourceButton';

export const loader = ({ params }: LoaderFunctionArgs) => getResourceContent(params.resourceId);

/**
 * One resource at its own address (/resource/{id}, issue 27): its text in the page's language,
 * Save, and Download, which gives the text file (both languages) whose size the library shows.
 */
export function ResourceDetailPage() {
  const t = useT();
  const locale = useLocale();
  const loaded = useLoaderData<typeof loader>();
  if (!loaded) return <NotFound />;
  const { resource } = loaded;
  const content = locale === 'hi' ? loaded.hi : loaded.en;
  const title = translateText(resource.title);

  return (
    <LifeScreen title={title} tab="Resource">
      <p className="flex flex-wrap gap-1.5">
        <Badge tone="brand">{translateText(resource.type)}</Badge>
        <Badge>{translateText(resource.category)}</Badge>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => saveResourceFile(resource, loaded.en, loaded.hi)} aria-label={t('resource.downloadLabel', { title })}>
          <Download aria-hidden="true" className="size-4" />
          {t('resource.download')}
        </Button>
        <SaveResourceButton id={resource.id} title={title} />
      </div>
      <p className="mt-2 text-sm text-muted">{t('resource.fileNote', { size: resource.size })}</p>
      <Card className="mt-4">
        <article lang={locale} className="flex flex-col gap-3 text-ink">
          {content.blocks.map((block, index) =>
            block.kind === 'p' ? (
              <p key={index} className="break-words">
                {block.text}
              </p>
            ) : (
              <ul key={index} className="list-disc space-y-1.5 pl-5">
                {block.items.map((item) => (
                  <li key={item} className="break-words">
                    {item}
                  </li>
                ))}
              </ul>
            ),
          )}
          <p className="text-sm text-muted">{t('resource.disclaimer')}</p>
        </article>
      </Card>
      <Link to="/resource" className={buttonClasses('outline', 'md', 'mt-4')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('resource.back')}
      </Link>
    </LifeScreen>
  );
}

export const Component = ResourceDetailPage;
