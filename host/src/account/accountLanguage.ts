/**
 * The language at sign-in (issue 23: the language is the account's too). A language the guest
 * chose on this device (the switch's cookie) is their newest choice: it is saved to the account.
 * Without one, the page takes the language the account was last saved with.
 */
import type { Account } from '@nyaya/shared/api';
import { changeLocale, currentLocale } from '@nyaya/shared/i18n';
import { LANGUAGE_COOKIE } from '@nyaya/shared/rules/language';
import { updateProfile } from './accountApi';

const chosenHere = () => document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${LANGUAGE_COOKIE}=`));

/** The account, with the language settled between it and this page. */
export async function settleLanguage(account: Account): Promise<Account> {
  const page = currentLocale();
  if (account.language === page) return account;
  if (chosenHere()) {
    const saved = await updateProfile({ language: page });
    return saved.kind === 'ok' ? saved.data : account;
  }
  await changeLocale(account.language).catch(() => undefined);
  return account;
}
