import { useState } from 'react';
import { ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { formatCount, formatDay, formatINR } from '@nyaya/shared/format';
import { parseIsoDay, type CheckInRef, type GoalCheckIn, type OwnGoalUnit } from '@nyaya/shared/rules/life';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from '../i18n';
import { useT as useTrackT } from '../track/i18n';

/** Rows shown before "Show all": a year of daily check-ins would make the card a page long. */
const SHOWN = 10;

/** A check-in as the user reads it: its amount in rupees or a count, and its day. */
export function checkInWords(checkIn: GoalCheckIn, unit: OwnGoalUnit) {
  const day = parseIsoDay(checkIn.day);
  return { amount: unit === 'INR' ? formatINR(checkIn.amount / 100) : formatCount(checkIn.amount), date: day ? formatDay(day) : checkIn.day };
}

/** The id of a goal's "Logged progress" toggle: focus goes back to it when a deleted row's button is gone. */
export const checkInsToggleId = (goalId: string) => `check-ins-${goalId}`;

/**
 * A goal's logged progress (issue 27), newest first, behind a disclosure so the list of goals
 * stays short: each check-in with Edit and Delete, so a mistaken one can be corrected. Rows name
 * their check-in by its place in the stored list and its value (checkInCorrection.ts).
 */
export function CheckInList({
  goalId,
  title,
  unit,
  checkIns,
  onEdit,
  onDelete,
}: {
  goalId: string;
  /** the goal's title as the user wrote it */
  title: string;
  unit: OwnGoalUnit;
  checkIns: readonly GoalCheckIn[];
  onEdit: (ref: CheckInRef) => void;
  onDelete: (ref: CheckInRef) => void;
}) {
  const t = useT();
  const tTrack = useTrackT();
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  if (checkIns.length === 0) return null;
  const rows = checkIns.map((checkIn, index) => ({ checkIn, index })).reverse();
  const shown = all ? rows : rows.slice(0, SHOWN);
  const listId = `${checkInsToggleId(goalId)}-list`;
  return (
    <div className="mt-3 border-t border-line pt-1">
      <Button
        id={checkInsToggleId(goalId)}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        className="-ml-3"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        {tTrack('track.checkIns.toggle', { count: String(checkIns.length) })} <span className="sr-only">{title}</span>
      </Button>
      {open && (
        <>
          <ul id={listId} aria-label={tTrack('track.checkIns.listLabel', { title })} className="flex flex-col">
            {shown.map(({ checkIn, index }) => {
              const words = checkInWords(checkIn, unit);
              const ref = { index, was: checkIn };
              return (
                <li key={`${index}-${checkIn.day}-${checkIn.amount}`} className="flex flex-wrap items-center gap-x-2 border-b border-line py-1 last:border-b-0">
                  <span className="min-w-0 flex-1 text-sm text-ink">
                    <time dateTime={checkIn.day}>{words.date}</time> <strong className="font-semibold break-all">{words.amount}</strong>
                  </span>
                  <span className="flex gap-1">
                    <Button variant="ghost" size="sm" onClick={() => onEdit(ref)} aria-label={tTrack('track.checkIns.editLabel', words)}>
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('act.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onDelete(ref)}
                      aria-label={tTrack('track.checkIns.deleteLabel', words)}
                      className="text-red-700"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('act.delete')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
          {shown.length < rows.length && (
            <Button variant="ghost" size="sm" onClick={() => setAll(true)} className="-ml-3">
              {tTrack('track.checkIns.showAll', { count: String(rows.length) })}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
