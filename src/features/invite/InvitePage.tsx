// Invite friends: the user's invite code and share link (copy buttons, a QR code of the link), the
// rebate when the operator offers one, and the friends who registered with the code (masked).
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { itemsOf, useCallPages } from '../../api/pages';
import { type InviteReply, inviteCalls } from '../../contract/invite';
import { localeOf } from '../../shared/config/locale';
import { formatDate } from '../../shared/lib/format';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';
import { toast } from '../../shared/stores/ui';
import { Page, Placeholder } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import styles from './invite.module.css';
import { inviteLink } from './link';

/** Friends per page. */
const PER_PAGE = 20;
const NO_FILTER = {};

function useCopy() {
  const { t } = useTranslation();
  return async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('invite.copied', { label }));
    } catch {
      toast(t('invite.copyFailed'));
    }
  };
}

function CodeAndLink({ code }: { code: string }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const link = inviteLink(code);
  const codeLabel = t('invite.code');
  const linkLabel = t('invite.link');
  return (
    <>
      <div className={styles.card}>
        <div className={styles.row}>
          <div className={styles.text}>
            <span className={styles.label}>{codeLabel}</span>
            <span className={styles.code} data-testid="invite-code">
              {code}
            </span>
          </div>
          <button type="button" className={styles.copy} onClick={() => void copy(codeLabel, code)}>
            {t('invite.copyCode')}
          </button>
        </div>
        <div className={styles.row}>
          <div className={styles.text}>
            <span className={styles.label}>{linkLabel}</span>
            <span className={styles.link} data-testid="invite-link">
              {link}
            </span>
          </div>
          <button type="button" className={styles.copy} onClick={() => void copy(linkLabel, link)}>
            {t('invite.copyLink')}
          </button>
        </div>
      </div>
      <div className={styles.qr} role="img" aria-label={t('invite.qrTitle')}>
        <QRCodeSVG value={link} size={168} marginSize={2} />
      </div>
    </>
  );
}

function Rebate({ rate, paid }: { rate: string; paid: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <section className={styles.card} aria-labelledby="invite-rebate">
      <h2 className={styles.cardTitle} id="invite-rebate">
        {t('invite.rebateTitle')}
      </h2>
      <dl className={styles.rebate}>
        <div>
          <dt>{t('invite.rebateRate')}</dt>
          <dd>{formatPercent(locale, rate)}</dd>
        </div>
        <div>
          <dt>{t('invite.rebatePaid')}</dt>
          <dd>{`${formatDown(locale, paid, 2, 8)} USDT`}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('invite.rebateRule', { rate: formatPercent(locale, rate) })}</p>
    </section>
  );
}

export default function InvitePage() {
  const { t, i18n } = useTranslation();
  // The same query as the friends list below (same call, filter and page size): one request.
  const query = useCallPages(inviteCalls.invite, NO_FILTER, PER_PAGE);
  const first = query.data?.pages[0] as InviteReply | undefined;
  const total = first?.total ?? itemsOf<typeof inviteCalls.invite>(query.data).length;
  return (
    <Page title={t('routes.setting.share')}>
      <div className="content">
        {!first ? (
          <Placeholder>{query.isError ? t('errors.failed') : t('common.loading')}</Placeholder>
        ) : (
          <>
            <p className={styles.lead}>{t('invite.lead')}</p>
            <CodeAndLink code={first.invite_code} />
            {first.rebate_rate !== null && first.rebate_paid !== null && <Rebate rate={first.rebate_rate} paid={first.rebate_paid} />}
            <h2 className={styles.listTitle} id="invite-friends">
              {t('invite.friends', { n: total })}
            </h2>
            <PagedList
              call={inviteCalls.invite}
              filter={NO_FILTER}
              limit={PER_PAGE}
              label={t('invite.friendsLabel')}
              className={styles.list}
              empty={t('invite.empty')}
              itemKey={(f) => f.no}
              renderItem={(f) => (
                <li className={styles.friend}>
                  <span className={styles.account}>{f.account}</span>
                  <span className={styles.when}>
                    {t(`invite.via.${f.via}`)} · {t('invite.joined', { date: formatDate(f.created_at, i18n.language) })}
                  </span>
                </li>
              )}
            />
          </>
        )}
      </div>
    </Page>
  );
}
