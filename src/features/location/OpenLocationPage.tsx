// /open-location without a map (map keys are unset, SPEC §9): the place from the query (name, address,
// latitude, longitude, as a map view would take them) with links that open it in the phone's maps app or
// on OpenStreetMap, and a button to copy the address.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Page, Placeholder } from '../../shared/ui/Page';
import styles from './location.module.css';
import { mapsAppUrl, type Place, parseCoordinate, webMapUrl } from './mapsLink';

/** Text from the query, trimmed and kept to a sane length. */
const textParam = (value: string | null) => value?.trim().slice(0, 300) || undefined;

export default function OpenLocationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const latitude = parseCoordinate(params.get('latitude'), 90);
  const longitude = parseCoordinate(params.get('longitude'), 180);
  const place: Place = {
    name: textParam(params.get('name')),
    address: textParam(params.get('address')),
    ...(latitude !== null && longitude !== null ? { latitude, longitude } : {}),
  };
  const hasPlace = Boolean(place.name || place.address || place.latitude !== undefined);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('location.copied'));
    } catch {
      toast(t('location.copyFailed'));
    }
  };

  if (!hasPlace) {
    return (
      <Page title={t('routes.open_location')}>
        <Placeholder>
          <p>{t('location.none')}</p>
        </Placeholder>
      </Page>
    );
  }
  return (
    <Page title={t('routes.open_location')}>
      <div className="content">
        <dl className={styles.details}>
          {place.name ? <Detail label={t('location.place')} value={place.name} /> : null}
          {place.address ? <Detail label={t('location.address')} value={place.address} /> : null}
          {place.latitude !== undefined ? (
            <Detail label={t('location.coordinates')} value={`${place.latitude}, ${place.longitude}`} />
          ) : null}
        </dl>
        <p className="muted">
          {t('location.noMap')} {t('location.openHint')}
        </p>
        <div className={styles.actions}>
          <a className="btn" href={mapsAppUrl(place, navigator.userAgent)}>
            {t('location.openInMaps')}
          </a>
          <a className="btn secondary" href={webMapUrl(place)} target="_blank" rel="noopener noreferrer">
            {t('location.openOnWeb')}
          </a>
          {place.address ? (
            <Button variant="secondary" onClick={() => copy(place.address ?? '')}>
              {t('location.copy')}
            </Button>
          ) : null}
        </div>
      </div>
    </Page>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
