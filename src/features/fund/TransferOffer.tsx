// The way into the transfer page from where a trading account's balance is shown: a small ⇄ link
// always, and a plain sentence when the account holds nothing.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { fundCalls, type Wallet } from '../../contract/fund';
import { TransferIcon } from './icons';
import { transferPath } from './paths';
import styles from './offer.module.css';

interface Props {
  /** The trading account the balance belongs to: money is offered from funding into it. */
  wallet: Exclude<Wallet, 'legal'>;
  /** Its available balance (a decimal string); zero or less makes the offer prominent. */
  available: string | undefined;
  /** The currency to move; USDT when not given. */
  currencyId?: number | null;
}

/** "⇄" next to an available balance, or "Nothing in your contract account — Transfer" when it is zero. */
export function TransferOffer({ wallet, available, currencyId }: Props) {
  const { t } = useTranslation();
  const known = currencyId ?? undefined;
  const currencies = useCallQuery(fundCalls.userCurrencies, undefined, {
    quiet: true,
    staleTime: 5 * 60_000,
    enabled: known === undefined,
  });
  const usdt = currencies.data?.find((c) => c.code === 'USDT')?.id;
  const to = transferPath({ from: 'legal', to: wallet, currency: known ?? usdt });
  // Nothing in the account: no digit other than 0 ("0", "0.00"), or below zero.
  if (available !== undefined && (available.startsWith('-') || !/[1-9]/.test(available))) {
    return (
      <Link to={to} className={styles.empty}>
        {t(`fund.offer.empty.${wallet}`)}
      </Link>
    );
  }
  // No text inside: the balance next to it reads the same as before; the name is for screen readers and tests.
  return (
    <Link to={to} className={styles.icon} aria-label={t('fund.offer.transfer')} title={t('fund.offer.transfer')}>
      <TransferIcon size={16} />
    </Link>
  );
}
