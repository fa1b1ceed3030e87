import { useState } from 'react';
import { accountState, setAccountState } from '@nyaya/shared/account';
import { accountPaths } from '@nyaya/shared/api';
import { useNavigate } from '@nyaya/shared/router';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { toast } from '@nyaya/shared/ui/toast';
import { deleteAccount } from '../../account/accountApi';
import { clearAfterSignOut } from '../../account/accountSync';
import { AccountScreen } from './AccountScreen';
import { useT } from './i18n';
import { RequireAccount } from './RequireAccount';
import { SessionList } from './SessionList';

/** Delete my account: a dialog that says what goes and what the law keeps, then `DELETE /api/v1/me`. */
function DeleteAccount() {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function confirm() {
    setDeleting(true);
    setFailed(null);
    const result = await deleteAccount();
    if (result.kind !== 'ok') {
      setDeleting(false);
      setFailed(result.kind === 'unreachable' ? t('account.unreachable') : t('privacy.deleteFailed'));
      return;
    }
    const before = accountState();
    clearAfterSignOut();
    await navigate('/', { replace: true });
    setAccountState({ status: 'guest', testMode: before.status === 'unknown' ? false : before.testMode });
    toast(t('privacy.deleted'));
  }

  return (
    <section aria-labelledby="privacy-delete" className="mt-6">
      <h2 id="privacy-delete" className="mb-2 text-lg font-semibold text-ink">
        {t('privacy.delete')}
      </h2>
      <p className="text-sm text-muted">{t('privacy.deleteText')}</p>
      <Button variant="danger" className="mt-3" onClick={() => setOpen(true)}>
        {t('privacy.delete')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !deleting && setOpen(next)}
        title={t('privacy.deleteConfirmTitle')}
        description={t('privacy.deleteConfirmText')}
      >
        <p className="text-sm text-ink">{t('privacy.deleteText')}</p>
        {failed && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {failed}
          </p>
        )}
        <div className="mt-4 flex flex-col gap-2">
          <Button variant="danger" onClick={() => void confirm()} disabled={deleting}>
            {deleting ? t('privacy.deleting') : t('privacy.deleteConfirm')}
          </Button>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={deleting}>
            {t('privacy.deleteCancel')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** `/profile/privacy`: sessions, Download my data, Delete my account. */
export function PrivacyPage() {
  const t = useT();
  return (
    <AccountScreen title={t('privacy.title')}>
      <RequireAccount>
        {() => (
          <>
            <SessionList />
            <section aria-labelledby="privacy-data" className="mt-6">
              <h2 id="privacy-data" className="mb-2 text-lg font-semibold text-ink">
                {t('privacy.data')}
              </h2>
              <p className="text-sm text-muted">{t('privacy.dataText')}</p>
              {/* A plain link: the API answers with the file as an attachment, so the browser saves it. */}
              <a href={accountPaths.export} download className={buttonClasses('outline', 'md', 'mt-3')}>
                {t('privacy.download')}
              </a>
            </section>
            <DeleteAccount />
          </>
        )}
      </RequireAccount>
    </AccountScreen>
  );
}
