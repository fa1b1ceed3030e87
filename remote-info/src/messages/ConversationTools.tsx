import { useEffect, useState } from 'react';
import { Ban, UserPlus } from 'lucide-react';
import type { ConversationView, Member } from '@nyaya/shared/api';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';
import { useT as useModerationT } from '../moderation/i18n';
import { ReportButton } from '../moderation/ReportButton';
import { useT } from './i18n';
import { LeaveGroup } from './LeaveGroup';
import { privateApi, problemOf } from './privateApi';
import { useMemberLookup } from './useMemberLookup';

/** Report a member (issue 26): reviewed by an expert; the member is not hidden. */
function ReportMember({ member }: { member: Member }) {
  const tr = useModerationT();
  const t = useT();
  return <ReportButton kind="member" targetId={member.id} label={tr('report.member', { name: member.name || t('member') })} />;
}

/** A direct conversation's Block / Unblock: a blocked member can no longer write to you (nor you to them). */
function BlockButton({ member }: { member: Member }) {
  const t = useT();
  const [blocked, setBlocked] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  useEffect(() => {
    void privateApi.blocks().then((result) => {
      if (result.kind === 'ok') setBlocked(result.data.blocked.some((one) => one.id === member.id));
    });
  }, [member.id]);
  const name = member.name || t('member');
  const toggle = async () => {
    const next = !blocked;
    const result = await privateApi.block(member.id, next);
    if (result.kind !== 'ok') return setNote(problemOf(result) ?? t('unreachable'));
    setBlocked(next);
    setNote(next ? t('block.done', { name }) : t('block.undone', { name }));
  };
  return (
    <div>
      <div className="flex flex-wrap items-center gap-1">
        <Button variant={blocked ? 'outline' : 'ghost'} size="sm" disabled={blocked === null} onClick={() => void toggle()}>
          <Ban aria-hidden="true" className="size-4" /> {blocked ? t('block.unblock', { name }) : t('block.block', { name })}
        </Button>
        <ReportMember member={member} />
      </div>
      <p role="status" className="text-sm text-muted">
        {note}
      </p>
    </div>
  );
}

/** A group's members and Add member (found by name, as when starting one). */
function GroupMembers({ reference, view }: { reference: string; view: ConversationView }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [added, setAdded] = useState<Member[]>([]);
  const [note, setNote] = useState('');
  const lookup = useMemberLookup(name);
  const members = [...(view.members ?? []), ...added];
  const add = async (member: Member) => {
    const result = await privateApi.addMembers(reference, [member.id]);
    if (result.kind !== 'ok') return setNote(problemOf(result) ?? t('unreachable'));
    setAdded((current) => [...current, member]);
    setName('');
    setNote(t('group.added', { name: member.name || t('member') }));
  };
  return (
    <details className="rounded-2xl border border-line bg-white p-3">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-ink">{t('group.members', { count: members.length })}</summary>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-ink">
        {members.map((member) => (
          <li key={member.id} className="flex min-h-11 flex-wrap items-center justify-between gap-2 break-words">
            <span className="min-w-0 break-words">{member.id === view.me ? t('you') : member.name || t('member')}</span>
            {member.id !== view.me && <ReportMember member={member} />}
          </li>
        ))}
      </ul>
      {adding ? (
        <div className="mt-3">
          <Field id="add-member" label={t('lookup.label')} hint={t('lookup.hint')}>
            <TextInput value={name} maxLength={80} autoComplete="off" onChange={(event) => setName(event.target.value)} />
          </Field>
          {lookup.status === 'ok' && (
            <ul aria-label={t('lookup.results')} className="mt-2 flex flex-col gap-1">
              {lookup.members.length === 0 && <li className="text-sm text-muted">{t('lookup.none')}</li>}
              {lookup.members
                .filter((member) => !members.some((one) => one.id === member.id))
                .map((member) => (
                  <li key={member.id}>
                    <Button variant="outline" className="w-full justify-start" onClick={() => void add(member)}>
                      {t('lookup.add', { name: member.name || t('member') })}
                    </Button>
                  </li>
                ))}
            </ul>
          )}
        </div>
      ) : (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" className="size-4" /> {t('group.add')}
        </Button>
      )}
      <p role="status" className="text-sm text-muted">
        {note}
      </p>
      <LeaveGroup reference={reference} title={view.counterpart} />
    </details>
  );
}

/** What a member conversation's page offers besides the messages: Block for a direct one, the members for a group. */
export function ConversationTools({ reference, view }: { reference: string; view: ConversationView }) {
  const others = (view.members ?? []).filter((member) => member.id !== view.me);
  if (view.kind === 'direct' && others[0]) return <BlockButton member={others[0]} />;
  return <GroupMembers reference={reference} view={view} />;
}
