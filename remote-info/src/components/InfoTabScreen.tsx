import type { ReactNode } from 'react';
import { areaTaglines } from '@nyaya/shared/data/areas';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { translateText, useT } from '../i18n';
import { InfoTabs } from './InfoTabs';

/** The frame of the four information tabs: header with Home › Information › tab, and the bottom tabs. */
export function InfoTabScreen({ tab, title, children }: { tab: string; title: string; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <Screen withTabs>
        <PageHeader title={title} crumbs={[{ label: t('info.area') }, { label: tab }]} subtitle={translateText(areaTaglines.info)} />
        {children}
      </Screen>
      <InfoTabs />
    </>
  );
}
