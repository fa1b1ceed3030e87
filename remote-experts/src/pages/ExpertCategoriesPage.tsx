import { Link, useLoaderData } from '@nyaya/shared/router';
import { Briefcase, ChevronRight, Landmark, Scale, Users } from 'lucide-react';
import type { ExpertCategory } from '@nyaya/shared/types';
import { getExpertCategories } from '@nyaya/shared/data/experts/categories';
import { areaTaglines } from '@nyaya/shared/data/areas';
import { expertCategoryTitles } from '@nyaya/shared/rules/experts';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { ExpertsMarketplaceTabs } from '@nyaya/shared/ui/ExpertsMarketplaceTabs';
import { translateText, useT } from '../i18n';

export const loader = () => getExpertCategories();

const icons: Record<ExpertCategory['id'], typeof Users> = { peer: Users, administration: Landmark, legal: Scale, finance: Briefcase };

export function ExpertCategoriesPage() {
  const categories = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <Screen withTabs>
        <PageHeader title={t('categories.title')} crumbs={[{ label: t('crumb.experts') }]} subtitle={translateText(areaTaglines.experts)} />
        <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          {categories.map((category) => {
            const Icon = icons[category.id];
            return (
              <li key={category.id}>
                <Link
                  to={`/experts?category=${category.id}`}
                  className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-4 shadow-sm hover:border-brand-500"
                >
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex items-center justify-between font-semibold text-ink">
                    {expertCategoryTitles[category.id]}
                    <ChevronRight aria-hidden="true" className="size-4 text-muted" />
                  </span>
                  <span className="text-sm text-muted">{translateText(category.description)}</span>
                  <span className="text-sm font-semibold text-brand-700">{t('categories.count', { count: category.count })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <Link to="/experts" className={buttonClasses('primary', 'lg', 'mt-5 w-full')}>
          {t('experts.browseAll')}
        </Link>
      </Screen>
      <ExpertsMarketplaceTabs />
    </>
  );
}

export const Component = ExpertCategoriesPage;
