import { useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { GROUP_TITLE_MAX, type Member } from '@nyaya/shared/api';
import { useNavigate } from '@nyaya/shared/router';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';
import { useT } from './i18n';
import { privateApi, problemOf } from './privateApi';
import { useMemberLookup } from './useMemberLookup';

/**
 * Starting a conversation: find a member by name (members who have written in a public discussion)
 * and open the direct one with them, or name a group, pick its members and make it. Either way the
 * conversation opens.
 */
export function NewConversation({ kind, onClose }: { kind: 'direct' | 'group'; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [picked, setPicked] = useState<Member[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useMemberLookup(name);

  const opened = (result: Awaited<ReturnType<typeof privateApi.openDirect>>) => {
    setBusy(false);
    if (result.kind === 'ok') navigate(`/private/${result.data.reference}`);
    else setProblem(problemOf(result) ?? t('unreachable'));
  };
  const choose = async (member: Member) => {
    if (kind === 'group') {
      setPicked((current) => (current.some((one) => one.id === member.id) ? current : [...current, member]));
      setName('');
      return;
    }
    setBusy(true);
    setProblem(null);
    opened(await privateApi.openDirect(member.id));
  };
  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setProblem(t('group.titleMissing'));
    if (!picked.length) return setProblem(t('group.membersMissing'));
    setBusy(true);
    setProblem(null);
    opened(
      await privateApi.createGroup(
        title,
        picked.map((member) => member.id),
      ),
    );
  };

  return (
    <form
      onSubmit={(event) => void create(event)}
      aria-labelledby="new-conversation-title"
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-line bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="new-conversation-title" className="font-semibold text-ink">
          {kind === 'group' ? t('group.title') : t('direct.title')}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t('close')} onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {kind === 'group' && (
        <Field id="group-title" label={t('group.name')}>
          <TextInput value={title} maxLength={GROUP_TITLE_MAX} onChange={(event) => setTitle(event.target.value)} />
        </Field>
      )}
      <Field id="member-name" label={t('lookup.label')} hint={t('lookup.hint')}>
        <TextInput value={name} maxLength={80} autoComplete="off" onChange={(event) => setName(event.target.value)} />
      </Field>
      <div aria-live="polite">
        {lookup.status === 'looking' && <p className="text-sm text-muted">{t('lookup.looking')}</p>}
        {lookup.status === 'failed' && <p className="text-sm text-red-700">{lookup.problem ?? t('unreachable')}</p>}
        {lookup.status === 'ok' && lookup.members.length === 0 && <p className="text-sm text-muted">{t('lookup.none')}</p>}
      </div>
      {lookup.status === 'ok' && lookup.members.length > 0 && (
        <ul aria-label={t('lookup.results')} className="flex flex-col gap-1">
          {lookup.members.map((member) => (
            <li key={member.id}>
              <Button variant="outline" className="w-full justify-start" disabled={busy} onClick={() => void choose(member)}>
                {kind === 'group' ? t('lookup.add', { name: member.name || t('member') }) : t('lookup.write', { name: member.name || t('member') })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {kind === 'group' && picked.length > 0 && (
        <ul aria-label={t('group.picked')} className="flex flex-wrap gap-2">
          {picked.map((member) => (
            <li key={member.id}>
              <Button variant="secondary" size="sm" onClick={() => setPicked((current) => current.filter((one) => one.id !== member.id))}>
                {member.name || t('member')}
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('group.remove')}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {kind === 'group' && (
        <Button type="submit" disabled={busy}>
          {t('group.create')}
        </Button>
      )}
    </form>
  );
}
