import type { Space } from '../../types';

const HOUR_MS = 3_600_000;
/**
 * The sample spaces with their activity relative to `now`, so the sample never reads "2 years
 * ago": read per call, since a screen open for an hour (or a long test run) would otherwise show
 * the times of when the module loaded.
 */
export function sampleSpaces(now: number): Space[] {
  const hoursAgo = (hours: number) => new Date(now - hours * HOUR_MS).toISOString();
  return [
    {
      id: 'sp-tenants',
      name: 'Tenant Rights Circle',
      members: 2480,
      type: 'Public',
      colour: 'brand',
      activity: hoursAgo(2),
      description: 'Rent agreements, deposits and disputes with landlords, answered by people who have been there.',
    },
    {
      id: 'sp-founders',
      name: 'Startup Founders India',
      members: 5320,
      type: 'Public',
      colour: 'blue',
      activity: hoursAgo(26),
      description: 'Incorporation, GST, ESOPs and fundraising paperwork for early-stage founders.',
    },
    {
      id: 'sp-family',
      name: 'Family Law Support',
      members: 860,
      type: 'Private',
      colour: 'purple',
      activity: hoursAgo(0.25),
      description: 'A confidential space on divorce, custody and maintenance questions.',
    },
    {
      id: 'sp-consumers',
      name: 'Consumer Complaints Help',
      members: 3150,
      type: 'Public',
      colour: 'orange',
      activity: hoursAgo(72),
      description: 'Refunds, defective products and filing on the consumer court portal.',
    },
    {
      id: 'sp-seniors',
      name: 'Senior Citizens Finance',
      members: 1210,
      type: 'Public',
      colour: 'green',
      activity: hoursAgo(9),
      description: 'Pensions, wills, nominations and safe savings schemes for retirees.',
    },
    {
      id: 'sp-property',
      name: 'Property Buyers Club',
      members: 640,
      type: 'Private',
      colour: 'red',
      activity: hoursAgo(170),
      description: 'Title checks, RERA complaints and home-loan paperwork for first-time buyers.',
    },
  ];
}

export const spaces: Space[] = sampleSpaces(Date.now());

export async function getSpaces(): Promise<Space[]> {
  return sampleSpaces(Date.now());
}
