import { useId } from 'react';
import { AlertTriangle, Clock, Pencil, Trash2 } from 'lucide-react';
import type { ActionItem } from '@nyaya/shared/types';
import { formatDay } from '@nyaya/shared/format';
import { dueDateTone, isOverdue, parseIsoDay, priorityTone, type DueDateTone, type IsoDay } from '@nyaya/shared/rules/life';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { cn } from '@nyaya/shared/ui/cn';
import { translateText, useT } from '../i18n';
import { useT as useActT } from '../act/i18n';

const dueClass: Record<DueDateTone, string> = { red: 'text-red-700 font-semibold', orange: 'text-orange-700 font-semibold', muted: 'text-muted' };

/**
 * One action item: its tick box (named by the title), priority, category, due date and description.
 * A sample item is marked "Example" and its texts are translated; the user's own item shows its
 * words as written, with Edit and Delete (`onEdit` / `onDelete`).
 */
export function ActionItemCard({
  item,
  today,
  example = false,
  onToggle,
  onEdit,
  onDelete,
}: {
  item: ActionItem;
  today: IsoDay;
  example?: boolean;
  onToggle: (completed: boolean) => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const tAct = useActT();
  const id = useId();
  // People's own words stay as written; only the sample's are the app's to translate.
  const text = (words: string) => (example ? translateText(words) : words);
  const due = dueDateTone(item.dueDate, today);
  // The rule picks the tone (spec §4); the words are said here, in the page's language.
  const dueDate = parseIsoDay(item.dueDate);
  const dueLabel = !dueDate
    ? tAct('act.due.none')
    : due.tone === 'red'
      ? tAct('act.due.today')
      : due.tone === 'orange'
        ? tAct('act.due.tomorrow')
        : formatDay(dueDate);
  const overdue = isOverdue(item, today);
  return (
    <Card className={cn('flex gap-3', item.completed && 'bg-gray-50')}>
      {/* The box is drawn 20 px but pressed in 44 × 44 (a touch target): the label around it
          spills into the card's padding, its centre on the title's first line. Only the box
          ticks the item: the title is plain text that names it (aria-labelledby), so a tap
          meant to read or scroll never completes anything. */}
      <label className="-mx-3 -mt-2.5 -mb-3 flex size-11 shrink-0 cursor-pointer items-center justify-center">
        <input
          id={id}
          type="checkbox"
          checked={item.completed}
          onChange={(event) => onToggle(event.target.checked)}
          aria-labelledby={`${id}-title`}
          aria-describedby={item.description ? `${id}-details` : undefined}
          className="size-5 cursor-pointer accent-brand-600"
        />
      </label>
      <div className="min-w-0 flex-1">
        <p id={`${id}-title`} className={cn('font-medium break-words', item.completed ? 'text-muted line-through' : 'text-ink')}>
          {text(item.title)}
        </p>
        {item.description && (
          <p id={`${id}-details`} className={cn('mt-1 text-sm break-words whitespace-pre-line text-muted', item.completed && 'line-through')}>
            {text(item.description)}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
          <Badge tone={priorityTone(item.priority)}>{tAct('act.priority', { priority: item.priority })}</Badge>
          <Badge>{translateText(item.category)}</Badge>
          {example && <Badge tone="blue">{t('act.example')}</Badge>}
          <span className={cn('inline-flex items-center gap-1', dueClass[due.tone])} data-tone={due.tone}>
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{tAct('act.due')} </span>
            {dueLabel}
          </span>
          {overdue && (
            <Badge tone="red" className="gap-1">
              <AlertTriangle aria-hidden="true" className="size-3.5" />
              {tAct('act.overdue')}
            </Badge>
          )}
        </div>
        {(onEdit || onDelete) && (
          <div className="mt-2 -mb-2 flex flex-wrap gap-2">
            {onEdit && (
              <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('act.editLabel', { title: item.title })}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('act.edit')}
              </Button>
            )}
            {onDelete && (
              <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t('act.deleteLabel', { title: item.title })} className="text-red-700">
                <Trash2 aria-hidden="true" className="size-4" />
                {t('act.delete')}
              </Button>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
