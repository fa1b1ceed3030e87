export { formatCount, formatINR } from './numbers';
export { formatDate, formatDay, formatIndiaDateTime, formatIndiaTime, formatMonthYear, formatRelativeDate } from './dates';
