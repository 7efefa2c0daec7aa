import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Field } from '../../shared/ui/Field';
import { Page, useGoBack } from '../../shared/ui/Page';
import { AREA_CODES, regionName } from './areaCodes';
import { useAuthDraft } from './draft';

/** Area-code picker: search by country name or code, pick one, go back to the form. */
export default function AreaPage() {
  const { t, i18n } = useTranslation();
  const goBack = useGoBack('/pages/common/register');
  const { areaCode, patch } = useAuthDraft();
  const [query, setQuery] = useState('');
  const locale = localeOf(i18n.language);
  const rows = useMemo(
    () =>
      AREA_CODES.map((a) => ({ ...a, name: regionName(a.region, locale) }))
        .filter(
          (a) =>
            !query.trim() ||
            a.name.toLowerCase().includes(query.trim().toLowerCase()) ||
            a.code.includes(query.replace(/\D/g, '') || '\u0000'),
        )
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [locale, query],
  );
  return (
    <Page title={t('routes.common.area')}>
      <div className="content">
        <Field label={t('common.search')} type="search" value={query} onChange={setQuery} />
        <Cells>
          {rows.map((a) => (
            <Cell
              key={`${a.region}-${a.code}`}
              label={a.name}
              value={`+${a.code}${a.code === areaCode ? ' ✓' : ''}`}
              onClick={() => {
                patch({ areaCode: a.code });
                goBack();
              }}
            />
          ))}
        </Cells>
      </div>
    </Page>
  );
}
