// Sample data of the information & community area, read through async getters so an API can replace it.
export { getSpaces, sampleSpaces, spaces } from './spaces';
export { getWallet, walletData } from './wallet';
export { getSchedule, scheduleData } from './schedule';
export { defaultNotificationSettings, getNotifications, notifications } from './notifications';
export { getShareData, shareData } from './share';
export { discussions, getDiscussions } from './discussions';
export { conversations, getConversations } from './conversations';
export { getLocalArea, getLocalEvents, localArea, localEvents } from './localEvents';
export { infoTexts } from './texts';
export { DEFAULT_CITY, findCity, INDIAN_CITIES, type IndianCity } from './cities';
export { seededEventTexts } from './seededEvents';
