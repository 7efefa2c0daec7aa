// The address book (user/wallet/list): the addresses withdrawals go to, each with its name, the
// address (short; the whole of it on a tap, or copied), a badge when the account also signs in with
// it, and a delete that asks first. "Add address" opens the form (10 at most: says so when full);
// opened from the withdraw page (?add=1&from=withdraw) it starts open and goes back there once saved.
// Binding a wallet for sign-in (a signature) stays on its own page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { ADDRESS_BOOK_LIMIT, type WalletItem, walletCalls } from '../../contract/wallet';
import { formatDateTime } from '../../shared/lib/format';
import { usePrefs } from '../../shared/stores/prefs';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { Failed, Page, Placeholder, useGoBack } from '../../shared/ui/Page';
import { WITHDRAW_PATH } from '../withdraw';
import { AddAddressForm } from './AddAddressForm';
import { shortHex } from './light';
import styles from './wallet.module.css';

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast(done);
  } catch {
    toast(failed);
  }
}

function Entry({ item, onDelete }: { item: WalletItem; onDelete(item: WalletItem): void }) {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const [full, setFull] = useState(false);
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <strong className={styles.name}>{item.name}</strong>
        {item.bound && <span className={styles.badge}>{t('wallet.book.signIn')}</span>}
      </div>
      <button
        type="button"
        className={styles.address}
        aria-expanded={full}
        title={t('wallet.book.showFull')}
        onClick={() => setFull((v) => !v)}
      >
        {full ? item.address : shortHex(item.address, 8, 6)}
      </button>
      <div className="muted">{t('wallet.addedAt', { time: formatDateTime(item.created_at, lang) })}</div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy(item.address, t('wallet.copied'), t('wallet.copyFailed'))}>
          {t('wallet.copy')}
        </Button>
        <Button variant="secondary" onClick={() => onDelete(item)} aria-label={t('wallet.book.deleteNamed', { name: item.name })}>
          {t('wallet.book.delete')}
        </Button>
      </div>
    </li>
  );
}

function DeleteDialog({ item, onClose }: { item: WalletItem; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useCallMutation(walletCalls.walletDelete, { invalidates: [walletCalls.walletList], toast: true });
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: String(item.id) });
      toast(t('wallet.book.deleted'));
      onClose();
    } catch {
      // Said in a toast by the call itself.
    }
  };
  return (
    <Modal title={t('wallet.book.deleteTitle')} onClose={onClose}>
      <p>{t('wallet.book.deleteText', { name: item.name })}</p>
      <p className={styles.mono}>{item.address}</p>
      {item.bound && <p className="muted">{t('wallet.book.deleteBound')}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('wallet.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {t('wallet.book.delete')}
        </Button>
      </div>
    </Modal>
  );
}

export default function WalletsPage() {
  const { t } = useTranslation();
  const backToWithdraw = useGoBack(WITHDRAW_PATH);
  const [params] = useSearchParams();
  const list = useCallQuery(walletCalls.walletList, {}, { staleTime: 0 });
  const [adding, setAdding] = useState(params.get('add') === '1');
  const [deleting, setDeleting] = useState<WalletItem | null>(null);
  const entries = list.data ?? [];
  const full = entries.length >= ADDRESS_BOOK_LIMIT;

  const added = () => {
    setAdding(false);
    if (params.get('from') !== 'withdraw') return;
    // Back to the withdraw page the person came from (or to it, when this page was opened directly).
    backToWithdraw();
  };

  return (
    <Page title={t('routes.setting.wallet')}>
      <div className="content">
        <p className="muted">{t('wallet.book.intro', { count: ADDRESS_BOOK_LIMIT })}</p>
        {list.isPending ? (
          <Placeholder>{t('wallet.loading')}</Placeholder>
        ) : list.isError ? (
          <Failed message={t('wallet.failed')} onRetry={() => void list.refetch()} />
        ) : entries.length ? (
          <>
            <ul className={styles.list} aria-label={t('wallet.book.listLabel')}>
              {entries.map((w) => (
                <Entry key={w.id} item={w} onDelete={setDeleting} />
              ))}
            </ul>
            <p className={`muted ${styles.count}`}>{t('wallet.book.count', { n: entries.length, count: ADDRESS_BOOK_LIMIT })}</p>
          </>
        ) : (
          <p className={`muted ${styles.empty}`}>{t('wallet.book.empty')}</p>
        )}
        {full ? (
          <p className={styles.full} role="note">
            {t('wallet.book.full', { count: ADDRESS_BOOK_LIMIT })}
          </p>
        ) : adding && list.isSuccess ? (
          <AddAddressForm entries={entries} onAdded={added} onCancel={() => setAdding(false)} />
        ) : (
          <Button onClick={() => setAdding(true)} disabled={!list.isSuccess}>
            {t('wallet.book.add')}
          </Button>
        )}
        <section className={styles.bind} aria-labelledby="bind-title">
          <h2 id="bind-title">{t('wallet.book.bindTitle')}</h2>
          <p className="muted">{t('wallet.book.bindHint')}</p>
          <Link className="btn secondary" to="/pages/setting/addWallet">
            {t('wallet.book.bind')}
          </Link>
        </section>
      </div>
      {deleting && <DeleteDialog item={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}
