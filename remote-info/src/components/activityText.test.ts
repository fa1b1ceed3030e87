import { changeLocale } from '@nyaya/shared/i18n';
import { activityLabel } from '@nyaya/shared/rules/info';
import '../i18n';
import { activityText } from './activityText';

const now = new Date('2025-06-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

afterEach(() => changeLocale('en'));

describe('activityText', () => {
  it('says in English exactly what the rule activityLabel says', () => {
    for (const minutes of [-5, 0, 1, 5, 59, 60, 61, 180, 1439, 1440, 2000, 4320, 10_080, 40_000, 100_000, 600_000]) {
      expect(activityText(ago(minutes), now)).toBe(activityLabel(ago(minutes), now));
    }
    expect(activityText('not a date', now)).toBe('');
  });

  it('speaks Hindi in Hindi', async () => {
    await changeLocale('hi');
    expect(activityText(ago(0), now)).toBe('अभी-अभी');
    expect(activityText(ago(15), now)).toBe('15 मिनट पहले');
    expect(activityText(ago(60), now)).toBe('1 घंटा पहले');
    expect(activityText(ago(180), now)).toBe('3 घंटे पहले');
    expect(activityText(ago(60 * 24 * 3), now)).toBe('3 दिन पहले');
  });
});
