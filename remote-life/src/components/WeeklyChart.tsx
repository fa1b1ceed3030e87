import { formatDay } from '@nyaya/shared/format';
import { barHeight, CHART_HEIGHT_PX, parseIsoDay, type ChartDay } from '@nyaya/shared/rules/life';
import { translateText } from '../i18n';
import { useT } from '../track/i18n';

/**
 * The tracker's weekly bar chart (spec §9: 7 days, a value of 100 drawn 48 px tall): the last 7
 * days ending today in India (goalWeek), each the progress logged that day. The bars are decoration
 * for sighted users; screen readers get the same numbers, with each day's date, from a hidden table.
 */
export function WeeklyChart({ week }: { week: ChartDay[] }) {
  const t = useT();
  const logged = week.some(({ value }) => value > 0);
  const dateOf = (day: string) => {
    const date = parseIsoDay(day);
    return date ? formatDay(date) : day;
  };
  return (
    <figure aria-labelledby="weekly-chart-caption" className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <figcaption id="weekly-chart-caption" className="text-sm text-muted">
        {t('track.chart.caption')}
      </figcaption>
      <div aria-hidden="true" className="mt-3 flex justify-between gap-2">
        {week.map(({ day, weekday, value }) => (
          <div key={day} className="flex min-w-0 flex-1 flex-col items-center gap-1">
            <span className="text-xs font-medium text-ink">{Math.round(value)}</span>
            <div className="flex w-full max-w-8 items-end rounded-md bg-brand-50" style={{ height: CHART_HEIGHT_PX }}>
              <div data-testid={`bar-${day}`} className="w-full rounded-md bg-brand-600" style={{ height: `${barHeight(value)}px` }} />
            </div>
            <span className="text-xs text-muted">{translateText(weekday)}</span>
          </div>
        ))}
      </div>
      {!logged && <p className="mt-3 text-sm text-muted">{t('track.chart.empty')}</p>}
      {/* sr-only sits on a wrapper, not on the table: a table never shrinks below its content,
          so a 1 px sr-only table stayed as wide as its caption and widened the page (issue 15). */}
      <div className="sr-only">
        <table>
          <caption>{t('track.chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('track.chart.day')}</th>
              <th scope="col">{t('track.chart.done')}</th>
            </tr>
          </thead>
          <tbody>
            {week.map(({ day, weekday, value }) => (
              <tr key={day}>
                <th scope="row">{t('track.chart.dayName', { weekday: translateText(weekday), date: dateOf(day) })}</th>
                <td>{t('track.chart.percent', { value: String(Math.round(value)) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
