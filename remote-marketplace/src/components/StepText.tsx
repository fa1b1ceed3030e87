import { Badge, type BadgeTone } from '@nyaya/shared/ui/Badge';

/** A step's title with its status badge and description (What's Next and the tracking timeline). */
export function StepText({ title, description, tone, label }: { title: string; description: string; tone: BadgeTone; label: string }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
        {title} <Badge tone={tone}>{label}</Badge>
      </p>
      <p className="text-sm text-muted">{description}</p>
    </>
  );
}
