// Search (/pages/nft/components/search): a keyword over names, codes and artists (getBoxList keyword),
// results as cards. Reachable on its own and shown inside the market home.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import { Page, Placeholder } from '../../../shared/ui/Page';
import styles from '../nft.module.css';
import { MarketCards } from './CardPages';

const MAX = 40;

export function SearchView() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(text.trim().slice(0, MAX));
  };
  return (
    <>
      <form className={styles.search} aria-label={t('nft.search.label')} onSubmit={submit}>
        <Field label={t('nft.search.label')} value={text} onChange={setText} placeholder={t('nft.search.placeholder')} maxLength={MAX} />
        <Button type="submit">{t('nft.search.go')}</Button>
      </form>
      {keyword ? (
        <MarketCards filter={{ keyword }} label={t('nft.search.results', { keyword })} empty={t('nft.search.none', { keyword })} />
      ) : (
        <Placeholder>{t('nft.search.hint')}</Placeholder>
      )}
    </>
  );
}

export default function SearchPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.nft.components.search')}>
      <div className="content">
        <SearchView />
      </div>
    </Page>
  );
}
