// Reselling an artwork I own (/pages/nft/resell?id=): at a fixed price, or by auction with a starting
// price, a minimum raise, the bidders' margin and how long it runs (from now on the server's clock).
// Before it is sent: the platform fee, the artist's royalty and what I receive (nftSaleSplit, as the
// server settles the sale). Field errors at their field; a refusal from the server too.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type NftDetailReply, nftCalls } from '../../contract/nft';
import { checkDecimal, readDecimal } from '../../shared/lib/amount';
import { nftSaleSplit } from '../../shared/nft/fees';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { SelectField } from '../../shared/ui/SelectField';
import { TabStrip } from '../../shared/ui/TabStrip';
import { MINE_PATH, myNftPath, useNftFormat, useServerNow } from './format';
import styles from './nft.module.css';

const PLACES = 8;
const HOURS = ['1', '6', '12', '24', '48', '72', '168'] as const;
type Mode = 'fixed' | 'auction';
interface Values {
  mode: Mode;
  price: string;
  min_raise: string;
  margin: string;
  hours: string;
}

const amount = (invalidKey: string) => (v: string) => checkDecimal(v, { decimals: PLACES, invalidKey });

function ResellForm({ detail }: { detail: NftDetailReply }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const navigate = useNavigate();
  const item = detail.item;
  const now = useServerNow(detail.now, Date.now());
  const [confirming, setConfirming] = useState<(Values & { end_at: number }) | null>(null);
  const resell = useCallMutation(nftCalls.resellNFT, { invalidates: [nftCalls.getMyNFTs, nftCalls.getBoxDetail, nftCalls.getBoxList] });
  const form = useRulesForm<Values>(
    { mode: 'fixed', price: '', min_raise: '', margin: '', hours: '24' },
    {
      price: amount('nft.resell.invalidPrice'),
      min_raise: (v, all) => (all.mode === 'auction' ? amount('nft.resell.invalidRaise')(v) : null),
      margin: (v, all) => (all.mode === 'auction' ? amount('nft.resell.invalidMargin')(v) : null),
    },
  );
  const mode = form.watch('mode');
  const price = readDecimal(form.watch('price') ?? '');
  const hours = Number(form.watch('hours'));
  const split = (p: string) => (p ? nftSaleSplit(p, detail.fees, true) : null);
  const rows = (p: string): Row[] => {
    const s = split(p);
    return [
      [mode === 'auction' ? t('nft.resell.startPrice') : t('nft.price'), s ? f.exact(s.price) : '--'],
      [t('nft.purchase.fee', { rate: f.percent(detail.fees.platform_fee_rate) }), s ? `−${f.exact(s.platformFee)}` : '--'],
      [t('nft.purchase.royalty', { rate: f.percent(detail.fees.royalty_rate) }), s ? `−${f.exact(s.royalty)}` : '--'],
      [mode === 'auction' ? t('nft.resell.receiveAtLeast') : t('nft.resell.receive'), s ? f.exact(s.sellerReceives) : '--'],
    ];
  };
  const review = form.handleSubmit((v) => setConfirming({ ...v, price: readDecimal(v.price), end_at: now + Number(v.hours) * 3600 }));
  const send = async () => {
    if (!confirming) return;
    try {
      const c = confirming;
      await resell.mutateAsync({
        id: item.id,
        mode: c.mode,
        price: c.price,
        ...(c.mode === 'auction' ? { min_raise: readDecimal(c.min_raise), margin: readDecimal(c.margin), end_at: String(c.end_at) } : {}),
      });
      toast(t('nft.resell.listed', { name: item.name }));
      navigate(myNftPath(item.id), { replace: true });
    } catch (err) {
      serverErrorToForm(form, err, { end_at: 'hours', start_at: 'hours' }, ['price', 'min_raise', 'margin', 'hours']);
    } finally {
      setConfirming(null);
    }
  };
  return (
    <>
      <TabStrip
        label={t('nft.resell.mode')}
        tabs={(['fixed', 'auction'] as const).map((id) => ({ id, label: t(`nft.mode.${id}`) }))}
        value={mode}
        onChange={(m) => {
          form.setValue('mode', m);
          form.clearErrors();
        }}
        panelId="nft-resell"
      />
      <form id="nft-resell" onSubmit={review} noValidate aria-label={t('nft.resell.title')}>
        <FormAmountField
          form={form}
          name="price"
          label={mode === 'auction' ? t('nft.resell.startPrice') : t('nft.price')}
          unit={item.currency}
          checkOnBlur="filled"
          normalizeOnBlur
        />
        {mode === 'auction' && (
          <>
            <FormAmountField
              form={form}
              name="min_raise"
              label={t('nft.auction.minRaise')}
              unit={item.currency}
              checkOnBlur="filled"
              normalizeOnBlur
            />
            <FormAmountField
              form={form}
              name="margin"
              label={t('nft.auction.margin')}
              unit={item.currency}
              checkOnBlur="filled"
              normalizeOnBlur
            />
            <SelectField
              form={form}
              name="hours"
              label={t('nft.resell.duration')}
              options={HOURS.map((h) => ({ value: h, label: t('nft.resell.hours', { n: h }) }))}
              onPick={(v) => form.setValue('hours', v)}
            />
            <p className={styles.muted}>{t('nft.resell.endsAt', { time: f.time(now + hours * 3600) })}</p>
          </>
        )}
        <CostPreview label={t('nft.resell.preview')} rows={rows(price)} />
        <p className={styles.muted}>{mode === 'auction' ? t('nft.resell.auctionNote') : t('nft.resell.fixedNote')}</p>
        <Button type="submit" disabled={resell.isPending}>
          {t('nft.resell.review')}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('nft.resell.confirmTitle', { name: item.name })}
          busy={resell.isPending}
          rows={[
            [t('nft.resell.mode'), t(`nft.mode.${confirming.mode}`)],
            ...rows(confirming.price),
            ...(confirming.mode === 'auction'
              ? ([
                  [t('nft.auction.minRaise'), f.exact(readDecimal(confirming.min_raise))],
                  [t('nft.auction.margin'), f.exact(readDecimal(confirming.margin))],
                  [t('nft.end'), f.time(confirming.end_at)],
                ] as Row[])
              : []),
          ]}
          onClose={() => setConfirming(null)}
          onConfirm={() => void send()}
        />
      )}
    </>
  );
}

export default function ResellPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d+$/.test(id) && id !== '0';
  const query = useCallQuery(nftCalls.getBoxDetail, { id }, { enabled: valid, quiet: true });
  const item = query.data?.item;
  return (
    <Page title={t('routes.nft.resell')}>
      <div className="content">
        {valid && query.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {(!valid || query.isError) && <Placeholder>{t('nft.notFound')}</Placeholder>}
        {item && !item.mine && (
          <Placeholder>
            {t('nft.owned.notYours')} <Link to={MINE_PATH}>{t('nft.myNfts')}</Link>
          </Placeholder>
        )}
        {item?.mine && query.data && (
          <>
            <div className={styles.head}>
              <h2>{item.name}</h2>
              <span className={styles.badge}>{item.code}</span>
            </div>
            <ResellForm detail={query.data} />
          </>
        )}
      </div>
    </Page>
  );
}
