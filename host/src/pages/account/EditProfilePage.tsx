import { useState, type FormEvent } from 'react';
import { setAccountState, useAccount } from '@nyaya/shared/account';
import { formatMobile, type Account } from '@nyaya/shared/api';
import { changeLocale, LANGUAGE_NAMES, LOCALES, type Locale } from '@nyaya/shared/i18n';
import { hasVisibleText, sanitizeText } from '@nyaya/shared/rules';
import { useNavigate } from '@nyaya/shared/router';
import { Button } from '@nyaya/shared/ui/Button';
import { toast } from '@nyaya/shared/ui/toast';
import { updateProfile } from '../../account/accountApi';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';
import { AccountScreen } from './AccountScreen';
import { useT } from './i18n';
import { RequireAccount } from './RequireAccount';

const NAME_MAX = 100;
const EMAIL_MAX = 254;
/** The shape browsers check for type="email" (WHATWG), which the API's z.email() accepts too. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

function EditProfileForm({ account }: { account: Account }) {
  const t = useT();
  const navigate = useNavigate();
  const state = useAccount();
  const [name, setName] = useState(account.name ?? '');
  const [email, setEmail] = useState(account.email ?? '');
  const [language, setLanguage] = useState<Locale>(account.language);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const cleanName = sanitizeText(name).trim();
  const cleanEmail = email.trim();
  const nameMessage = checked && cleanName.length > NAME_MAX ? t('edit.nameTooLong') : null;
  const emailMessage = checked && cleanEmail !== '' && (cleanEmail.length > EMAIL_MAX || !EMAIL.test(cleanEmail)) ? t('edit.emailInvalid') : null;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const emailWrong = cleanEmail !== '' && (cleanEmail.length > EMAIL_MAX || !EMAIL.test(cleanEmail));
    if (cleanName.length > NAME_MAX || emailWrong) {
      // The first field refused takes the focus (its message is read with it).
      event.currentTarget.querySelector<HTMLElement>(cleanName.length > NAME_MAX ? '#edit-name' : '#edit-email')?.focus();
      return;
    }
    setSaving(true);
    setFailed(null);
    // A name of only invisible characters is no name: it clears, and the number is shown instead.
    const result = await updateProfile({ name: hasVisibleText(cleanName) ? cleanName : '', email: cleanEmail, language });
    setSaving(false);
    if (result.kind !== 'ok') {
      setFailed(result.kind === 'unreachable' ? t('account.unreachable') : t('edit.failed'));
      return;
    }
    setAccountState({ status: 'signed-in', account: result.data, testMode: state.status === 'unknown' ? false : state.testMode });
    await changeLocale(result.data.language).catch(() => undefined);
    toast(t('edit.saved'));
    await navigate('/profile');
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-4">
      <div>
        <p className="text-sm font-medium text-ink">{t('edit.mobile')}</p>
        <p className="mt-1 font-mono text-base text-ink">{formatMobile(account.mobile)}</p>
        <p className="mt-1 text-xs text-muted">{t('edit.mobileHint')}</p>
      </div>
      <Field id="edit-name" label={t('edit.name')} hint={t('edit.nameHint')} message={nameMessage}>
        <TextInput name="name" autoComplete="name" maxLength={NAME_MAX + 20} value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field id="edit-email" label={t('edit.email')} hint={t('edit.emailHint')} message={emailMessage}>
        <TextInput name="email" type="email" autoComplete="email" maxLength={EMAIL_MAX} value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      <Field id="edit-language" label={t('edit.language')}>
        <NativeSelect name="language" value={language} onChange={(event) => setLanguage(event.target.value as Locale)}>
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failed}
        </p>
      )}
      <Button type="submit" size="lg" disabled={saving}>
        {saving ? t('edit.saving') : t('edit.save')}
      </Button>
    </form>
  );
}

/** `/profile/edit`: name, email (checked), language; saved to the account (`PATCH /api/v1/me`). */
export function EditProfilePage() {
  const t = useT();
  return (
    <AccountScreen title={t('edit.title')}>
      <RequireAccount>{(account) => <EditProfileForm account={account} />}</RequireAccount>
    </AccountScreen>
  );
}
