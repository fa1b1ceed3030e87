// The account screens under /profile, one chunk for their four routes (hostRoutes.tsx).
export { EditProfilePage } from './EditProfilePage';
export { NotificationSettingsPage } from './NotificationSettingsPage';
export { PrivacyPage } from './PrivacyPage';
export { HelpPage } from './HelpPage';
