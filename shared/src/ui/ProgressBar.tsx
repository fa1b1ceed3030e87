import { clampProgress } from '../rules/progress';
import { cn } from './cn';

/** A 0–100 bar (spec §9: range 0 to 100, default maximum 100); out-of-range values are clamped. */
export function ProgressBar({ value, max = 100, label, className }: { value: number; max?: number; label: string; className?: string }) {
  const percent = clampProgress(value, max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-gray-200', className)}
    >
      <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
    </div>
  );
}
