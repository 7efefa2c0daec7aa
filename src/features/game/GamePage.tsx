// The game page (AREAS.md "Game"): the operator's game (setting `game_url`, read with getSetting) in
// the web view's frame; when none is set it says so plainly. No money moves through it.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { contentCalls } from '../../contract/content';
import { isUrl } from '../../shared/lib/validate';
import { Page, Placeholder } from '../../shared/ui/Page';

export default function GamePage() {
  const { t } = useTranslation();
  const setting = useCallQuery(contentCalls.getSetting, { keyword: 'game_url' });
  const url = setting.data?.value ?? '';
  const title = t('routes.game.game');
  return (
    <Page title={title}>
      {setting.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
      {setting.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
      {setting.data && isUrl(url) && (
        <iframe
          title={title}
          src={url}
          style={{ border: 0, width: '100%', height: 'calc(100vh - var(--nav-h))', display: 'block' }}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      )}
      {setting.data && !isUrl(url) && (
        <Placeholder>
          <p>{t('game.none')}</p>
          <p className="muted">{t('game.noneNote')}</p>
          <Link to="/">{t('tabs.home')}</Link>
        </Placeholder>
      )}
    </Page>
  );
}
