// /choose-location without a map (map keys are unset, SPEC §9): the user picks a country or region from a
// searchable list; the choice goes back to the page that opened this one (useChosenLocation).
import { useTranslation } from 'react-i18next';
import { historyIndex, useNavigate, useSearchParams } from '../../shared/nav';
import { localeOf } from '../../shared/config/locale';
import { isRegion, regionName } from '../../shared/config/regions';
import { Page } from '../../shared/ui/Page';
import { RegionList } from '../../shared/ui/RegionList';
import { useChosenLocation } from './chosen';

export default function ChooseLocationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { region, choose } = useChosenLocation();
  // The opener may say what is chosen now (?region=JP); a choice made here wins.
  const asked = (params.get('region') ?? '').toUpperCase();
  const current = region ?? (isRegion(asked) ? asked : null);

  const pick = (picked: string) => {
    choose(picked);
    // Back to the page that asked; opened directly, the page stays and shows the choice.
    if (historyIndex() > 0) navigate(-1);
  };

  return (
    <Page title={t('routes.choose_location')}>
      <div className="content">
        <p className="muted">
          {t('location.noMap')} {t('location.chooseHint')}
        </p>
        {current ? (
          <p role="status">
            <strong>{t('location.chosen', { name: regionName(current, localeOf(i18n.language)) })}</strong>
          </p>
        ) : null}
        <RegionList isSelected={(r) => r === current} onPick={pick} />
      </div>
    </Page>
  );
}
