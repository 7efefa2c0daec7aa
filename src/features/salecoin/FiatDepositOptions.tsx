// The deposit page's fiat choices: a bank wire or a bank card, each reviewed with its proof. The deposit
// page belongs to the fund area, so these strings (the salecoin namespace) are loaded here.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../shared/i18n';
import { Cell, Cells } from '../../shared/ui/Cell';
import { CARD_PATH, WIRE_PATH } from './paths';

export function FiatDepositOptions() {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'salecoin'));
  useEffect(() => {
    let live = true;
    loadNamespaces(['salecoin']).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return null;
  return (
    <>
      <h2 className="section-title">{t('salecoin.deposit.fiatTitle')}</h2>
      <Cells>
        <Cell label={t('salecoin.deposit.wire')} value={t('salecoin.deposit.reviewed')} to={WIRE_PATH} />
        <Cell label={t('salecoin.deposit.card')} value={t('salecoin.deposit.reviewed')} to={CARD_PATH} />
      </Cells>
    </>
  );
}
