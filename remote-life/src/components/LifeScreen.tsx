import type { ReactNode } from 'react';
import { areaTaglines } from '@nyaya/shared/data/areas';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { translateText, useT } from '../i18n';
import { LifeTabs } from './LifeTabs';

export type LifeTab = 'Life Event' | 'Resource' | 'Track' | 'Act';

const tabLabel = { 'Life Event': 'tabs.lifeEvent', Resource: 'tabs.resource', Track: 'tabs.track', Act: 'tabs.act' } as const satisfies Record<LifeTab, string>;

/**
 * The frame of the four life-planning screens: back button, breadcrumb Home › Life planning ›
 * <tab>, the screen's h1 (already translated), the area's tagline and the bottom tabs.
 */
export function LifeScreen({ title, tab, children }: { title: string; tab: LifeTab; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <Screen withTabs>
        <PageHeader title={title} crumbs={[{ label: t('area.label') }, { label: t(tabLabel[tab]) }]} subtitle={translateText(areaTaglines.life)} />
        {children}
      </Screen>
      <LifeTabs />
    </>
  );
}
