import type { ReactNode } from 'react';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';

/** The frame of the five utility screens (Spaces, Wallet …): back button, Home › title, one h1. */
export function UtilityScreen({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Screen>
      <PageHeader title={title} crumbs={[{ label: title }]} subtitle={subtitle} />
      {children}
    </Screen>
  );
}
