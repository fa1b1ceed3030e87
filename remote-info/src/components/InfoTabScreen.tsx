import type { ReactNode } from 'react';
import { areaTaglines } from '@nyaya/shared/data/areas';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { InfoTabs, INFO_AREA_LABEL } from './InfoTabs';

/** The frame of the four information tabs: header with Home › Information › tab, and the bottom tabs. */
export function InfoTabScreen({ tab, title, children }: { tab: string; title: string; children: ReactNode }) {
  return (
    <>
      <Screen withTabs>
        <PageHeader title={title} crumbs={[{ label: INFO_AREA_LABEL }, { label: tab }]} subtitle={areaTaglines.info} />
        {children}
      </Screen>
      <InfoTabs />
    </>
  );
}
