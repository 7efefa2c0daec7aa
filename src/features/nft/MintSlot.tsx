// Withdrawing an owned artwork to a bound wallet as an ERC-721 token: the bound address picked from
// the user's wallets, a confirm, then the mint's state (recorded, sent, minted or failed with its
// reason), the token id, the contract and the explorer link. Nothing is charged: the platform pays the gas.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery, useInvalidateCalls } from '../../api/query';
import { type NftOwned, nftCalls } from '../../contract/nft';
import { walletCalls } from '../../contract/wallet';
import { loadNamespaces } from '../../shared/i18n';
import { Button } from '../../shared/ui/Button';
import { serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog } from '../../shared/ui/money';
import { SelectField } from '../../shared/ui/SelectField';

type Mint = NonNullable<NftOwned['mint']>;

function MintState({ item, mint }: { item: NftOwned; mint: Mint }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" data-testid="nft-mint">
      <p>
        <strong>{t(`nftChain.mint.status.${mint.status}`)}</strong>
      </p>
      {mint.status === 'failed' && mint.reason && (
        <p className="field-error" role="alert">
          {mint.reason}
        </p>
      )}
      <dl className="muted">
        <dt>{t('nftChain.mint.to')}</dt>
        <dd data-testid="nft-mint-to">{mint.to}</dd>
        <dt>{t('nftChain.mint.tokenId')}</dt>
        <dd data-testid="nft-token-id">{item.token_id ?? String(item.id)}</dd>
        <dt>{t('nftChain.mint.contract')}</dt>
        <dd style={{ overflowWrap: 'anywhere' }}>{mint.contract}</dd>
        {mint.tx_hash && (
          <>
            <dt>{t('nftChain.mint.tx')}</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{mint.tx_hash}</dd>
          </>
        )}
      </dl>
      {mint.explorer_url && (
        <a href={mint.explorer_url} target="_blank" rel="noreferrer">
          {t('nftChain.mint.explorer')}
        </a>
      )}
    </div>
  );
}

function MintForm({ item }: { item: NftOwned }) {
  const { t } = useTranslation();
  const wallets = useCallQuery(walletCalls.walletList, {});
  const bound = (wallets.data ?? []).filter((w) => w.bound);
  const form = useRulesForm<{ address: string }>({ address: '' }, { address: (v) => (v ? null : 'nftChain.mint.pickAddress') });
  const withdraw = useCallMutation(nftCalls.withdrawNFT, { invalidates: [nftCalls.getMyNFTs] });
  const [confirming, setConfirming] = useState<string | null>(null);
  const address = form.watch('address');
  useEffect(() => {
    if (!address && bound.length) form.setValue('address', bound[0].address.toLowerCase());
  }, [address, bound, form]);

  if (wallets.isPending) return <p className="muted">{t('wallet.loading')}</p>;
  if (!bound.length) {
    return (
      <p className="muted">
        {t('nftChain.mint.noBound')} <a href="#/pages/setting/wallet">{t('nftChain.mint.bindWallet')}</a>
      </p>
    );
  }
  const send = async () => {
    if (!confirming) return;
    try {
      await withdraw.mutateAsync({ id: item.id, address: confirming });
    } catch (err) {
      serverErrorToForm(form, err, { id: 'address' }, ['address']);
    } finally {
      setConfirming(null);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => setConfirming(v.address))} aria-label={t('nftChain.mint.title')}>
      <SelectField
        form={form}
        name="address"
        label={t('nftChain.mint.address')}
        options={bound.map((w) => ({ value: w.address.toLowerCase(), label: `${w.name ? `${w.name} · ` : ''}${w.address}` }))}
        onPick={(v) => form.setValue('address', v, { shouldValidate: true })}
      />
      <Button type="submit" disabled={withdraw.isPending}>
        {t('nftChain.mint.withdraw')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('nftChain.mint.confirmTitle')}
          rows={[
            [t('nftChain.mint.artwork'), `${item.name} (${item.code})`],
            [t('nftChain.mint.tokenId'), String(item.id)],
            [t('nftChain.mint.to'), confirming],
            [t('nftChain.mint.fee'), t('nftChain.mint.noFee')],
          ]}
          note={t('nftChain.mint.confirmNote')}
          confirmLabel={t('nftChain.mint.withdraw')}
          busy={withdraw.isPending}
          onConfirm={() => void send()}
          onClose={() => setConfirming(null)}
        />
      )}
    </form>
  );
}

export function MintSlot({ item }: { item: NftOwned }) {
  const { t } = useTranslation();
  const invalidate = useInvalidateCalls();
  const pending = item.mint?.status === 'recorded' || item.mint?.status === 'sent';
  useEffect(() => void loadNamespaces(['wallet', 'nftChain']), []);
  // While the mint is on its way, the list is read again every 3 s.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => invalidate(nftCalls.getMyNFTs), 3000);
    return () => clearInterval(timer);
  }, [pending, invalidate]);

  return (
    <section aria-label={t('nftChain.mint.title')}>
      <h3 className="section-title">{t('nftChain.mint.title')}</h3>
      {item.mint && <MintState item={item} mint={item.mint} />}
      {!item.mint || item.mint.status === 'failed' ? (
        item.listed ? (
          <p className="muted">{t('nftChain.mint.listed')}</p>
        ) : (
          <MintForm item={item} />
        )
      ) : null}
    </section>
  );
}
