import type { ReactNode } from 'react';
import { areaTaglines } from '@nyaya/shared/data/areas';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { LifeTabs, LIFE_AREA_LABEL } from './LifeTabs';

export type LifeTab = 'Life Event' | 'Resource' | 'Track' | 'Act';

/**
 * The frame of the four life-planning screens: back button, breadcrumb Home › Life planning ›
 * <tab>, the screen's h1, the area's tagline and the bottom tabs.
 */
export function LifeScreen({ title, tab, children }: { title: string; tab: LifeTab; children: ReactNode }) {
  return (
    <>
      <Screen withTabs>
        <PageHeader title={title} crumbs={[{ label: LIFE_AREA_LABEL }, { label: tab }]} subtitle={areaTaglines.life} />
        {children}
      </Screen>
      <LifeTabs />
    </>
  );
}
