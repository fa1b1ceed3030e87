// Rules of notifications (issue 25): which channels carry one, and where it leads.
export { CHANNELS, KIND_CHANNELS, channelsFor, type Channel, type Purpose, type Reach } from './channels';
export { notificationHref } from './links';
