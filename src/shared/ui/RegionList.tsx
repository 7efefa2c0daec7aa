// A searchable list of countries and regions (names in the user's language, from Intl), optionally with
// their calling codes: the area-code pickers and the location chooser.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../config/locale';
import { CALLING_CODES, REGIONS, regionName } from '../config/regions';
import { Cell, Cells } from './Cell';
import { Field } from './Field';

interface RegionListProps {
  /** Show each region's calling code (and find regions by it). */
  withCallingCodes?: boolean;
  /** Whether a region is the one chosen now (it is marked). */
  isSelected?(region: string): boolean;
  onPick(region: string): void;
}

/** Lower case without accents, so "aland" finds "Åland" and "cote" finds "Côte d'Ivoire". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Regions whose name (in the user's language or in English), ISO code or calling code matches `query`:
 * those that start with it first, then those that contain it, each by name in the user's language.
 */
export function matchRegions(query: string, locale: string, withCallingCodes: boolean) {
  const q = fold(query);
  const digits = withCallingCodes && /^\+?\d+$/.test(q) ? q.replace('+', '') : '';
  const ranked = REGIONS.flatMap((region) => {
    const row = { region, name: regionName(region, locale), code: CALLING_CODES[region] };
    if (!q) return [{ row, rank: 0 }];
    if (digits) return row.code.startsWith(digits) ? [{ row, rank: row.code === digits ? 0 : 1 }] : [];
    const names = [fold(row.name), fold(regionName(region, 'en'))];
    if (region.toLowerCase() === q || names.some((n) => n.startsWith(q))) return [{ row, rank: 0 }];
    return names.some((n) => n.includes(q)) ? [{ row, rank: 1 }] : [];
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.row.name.localeCompare(b.row.name, locale)).map((r) => r.row);
}

/** The search field and the matching regions; tapping one picks it. */
export function RegionList({ withCallingCodes = false, isSelected, onPick }: RegionListProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const locale = localeOf(i18n.language);
  const rows = useMemo(() => matchRegions(query, locale, withCallingCodes), [query, locale, withCallingCodes]);
  return (
    <>
      <Field
        label={t('common.search')}
        type="search"
        value={query}
        onChange={setQuery}
        placeholder={withCallingCodes ? t('regions.searchWithCode') : t('regions.search')}
        autoComplete="off"
      />
      {rows.length === 0 ? (
        <p className="muted" role="status">
          {t('regions.noMatch')}
        </p>
      ) : (
        <Cells>
          {rows.map((r) => {
            const chosen = isSelected?.(r.region) ?? false;
            const code = withCallingCodes ? `+${r.code}` : '';
            return (
              <Cell
                key={r.region}
                label={r.name}
                value={chosen ? `${code} ✓`.trim() : code || undefined}
                onClick={() => onPick(r.region)}
              />
            );
          })}
        </Cells>
      )}
    </>
  );
}
