// A blind-box series on its detail page: boxes sold of the supply, the prizes with their published
// odds, the commitment (SHA-256 of the secret seed), Buy a box; once the series has sold out the seed,
// and the draw check: for a box code typed or one of the user's boxes chosen, the page computes in the
// browser HMAC-SHA256(seed, code) and the prize it draws (src/shared/nft/draw.ts), checks that the
// seed hashes to the commitment, and says whether that matches what the box revealed.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { type NftBox, type NftDetailReply, nftCalls } from '../../contract/nft';
import { dec } from '../../shared/lib/decimal';
import { drawHmac, pickPrize, seedCommitment } from '../../shared/nft/draw';
import { useSession } from '../../shared/stores/session';
import { Field } from '../../shared/ui/Field';
import { CostPreview, type Row } from '../../shared/ui/money';
import { LOGIN_PATH, purchasePath, useNftFormat } from './format';
import styles from './nft.module.css';

interface Check {
  code: string;
  hmac: string;
  prize: number;
  commitmentOk: boolean;
}

function DrawCheck({ detail }: { detail: NftDetailReply }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const blind = detail.item.blind;
  const mine = useCallQuery(nftCalls.getMyNFTs, { page: 1, limit: 1 }, { enabled: loggedIn, quiet: true });
  const boxes = (mine.data?.boxes ?? []).filter((b) => b.series_id === detail.item.id && b.opened);
  const [code, setCode] = useState('');
  const [check, setCheck] = useState<Check | null>(null);
  const seed = blind?.seed ?? null;
  useEffect(() => {
    const typed = code.trim();
    if (!seed || !blind || !typed) {
      setCheck(null);
      return;
    }
    let live = true;
    void (async () => {
      const [hmac, commitment] = await Promise.all([drawHmac(seed, typed), seedCommitment(seed)]);
      if (live) setCheck({ code: typed, hmac, prize: pickPrize(hmac, blind.prizes), commitmentOk: commitment === blind.commitment });
    })();
    return () => {
      live = false;
    };
  }, [code, seed, blind]);
  if (!blind || !seed) return null;
  const box: NftBox | undefined = boxes.find((b) => b.code === check?.code);
  const prize = check ? blind.prizes[check.prize] : undefined;
  const rows: Row[] = check
    ? [
        [t('nft.blind.check.commitment'), check.commitmentOk ? t('nft.blind.check.commitmentOk') : t('nft.blind.check.commitmentBad')],
        [
          t('nft.blind.check.hmac'),
          <span key="v" className={styles.hash}>
            {check.hmac}
          </span>,
        ],
        [t('nft.blind.check.prize'), prize ? `#${prize.index + 1} ${prize.name}` : '--'],
      ]
    : [];
  const matches = box ? box.draw_hmac === check?.hmac && box.prize_index === check?.prize && check?.commitmentOk : null;
  return (
    <section aria-label={t('nft.blind.check.title')}>
      <h2 className="section-title">{t('nft.blind.check.title')}</h2>
      <ol className={styles.rules}>
        <li>{t('nft.blind.check.step1')}</li>
        <li>{t('nft.blind.check.step2')}</li>
        <li>{t('nft.blind.check.step3')}</li>
      </ol>
      {boxes.length > 0 && <p className={styles.muted}>{t('nft.blind.check.pick')}</p>}
      {boxes.length > 0 && (
        <div className={styles.badges}>
          {boxes.map((b) => (
            <button key={b.id} type="button" className={styles.chip} aria-pressed={b.code === code} onClick={() => setCode(b.code)}>
              {t('nft.blind.check.pickBox', { code: b.code })}
            </button>
          ))}
        </div>
      )}
      <Field label={t('nft.blind.check.code')} value={code} onChange={setCode} placeholder={`${detail.item.code}-1`} maxLength={60} />
      {check && <CostPreview rows={rows} label={t('nft.blind.check.result')} />}
      {check && box && (
        <p className={matches ? styles.ok : styles.bad} role="status">
          {matches ? t('nft.blind.check.matches', { code: box.code }) : t('nft.blind.check.differs', { code: box.code })}
        </p>
      )}
    </section>
  );
}

export function BlindPanel({ detail }: { detail: NftDetailReply }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const loggedIn = useSession((s) => Boolean(s.token));
  const item = detail.item;
  const blind = item.blind;
  if (!blind) return null;
  const left = blind.supply - blind.sold;
  return (
    <>
      <h2 className="section-title">{t('nft.blind.title')}</h2>
      <CostPreview
        label={t('nft.blind.title')}
        rows={[
          [t('nft.blind.supply'), f.number(blind.supply)],
          [t('nft.blind.sold'), f.number(blind.sold)],
          [t('nft.blind.left'), f.number(left)],
        ]}
      />
      {item.state === 'on_sale' && left > 0 && (
        <Link className={styles.outline} to={loggedIn ? purchasePath(item.id) : LOGIN_PATH}>
          {loggedIn ? t('nft.blind.buy', { price: f.money(item.price, item.currency) }) : t('nft.login')}
        </Link>
      )}
      {item.state !== 'on_sale' && <p className={styles.muted}>{t(`nft.closed.${item.state}`)}</p>}
      <h2 className="section-title">{t('nft.blind.prizes')}</h2>
      <ul className={styles.list} aria-label={t('nft.blind.prizes')}>
        {blind.prizes.map((p) => (
          <li key={p.index} className={`${styles.card} ${styles.artist}`} aria-label={p.name}>
            <img className={styles.avatar} src={p.poster_url ?? p.media_url} alt="" width={40} height={40} />
            <span>
              <strong>
                #{p.index + 1} {p.name}
              </strong>
              <p>{t('nft.blind.odds', { odds: f.percent(dec(p.odds).div(100)) })}</p>
            </span>
          </li>
        ))}
      </ul>
      <h2 className="section-title">{t('nft.blind.fairness')}</h2>
      <p className={styles.intro}>{t('nft.blind.fairnessNote')}</p>
      <CostPreview
        rows={[
          [
            t('nft.blind.commitment'),
            <span key="v" className={styles.hash}>
              {blind.commitment}
            </span>,
          ],
          [
            t('nft.blind.seed'),
            blind.seed ? (
              <span key="v" className={styles.hash}>
                {blind.seed}
              </span>
            ) : (
              t('nft.blind.seedHidden')
            ),
          ],
        ]}
      />
      <DrawCheck detail={detail} />
    </>
  );
}
