import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../shared/config/constants';
import { LANG_NAMES } from './langNames';
import { switchLanguage } from '../../shared/i18n';
import { localeOf } from '../../shared/config/locale';
import { usePrefs } from '../../shared/stores/prefs';
import { toast } from '../../shared/stores/ui';
import { Page, useGoBack } from '../../shared/ui/Page';

/** Language page: switches every string at once and remembers the choice. */
export default function LanguagePage() {
  const { t } = useTranslation();
  const goBack = useGoBack('/pages/fund/assets');
  const current = usePrefs((s) => s.lang);
  const setLang = usePrefs((s) => s.setLang);
  const choose = async (lang: Lang) => {
    try {
      await switchLanguage(lang);
      setLang(lang);
      goBack();
    } catch {
      toast(t('errors.network'));
    }
  };
  return (
    <Page title={t('routes.language.language')}>
      <div className="content">
        <div className="cells">
          {LANGS.map((lang) => (
            <button
              key={lang}
              type="button"
              aria-pressed={lang === current}
              className="cell"
              lang={localeOf(lang)}
              onClick={() => choose(lang)}
            >
              <span className="cell-label">{LANG_NAMES[lang]}</span>
              <span className="cell-value">{lang === current ? '✓' : ''}</span>
            </button>
          ))}
        </div>
      </div>
    </Page>
  );
}
