// Artworks on the market (/pages/nft/components/artwork), filtered by sale mode: all, fixed price,
// auction or blind boxes. Reachable on its own and shown inside the market home.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NFT_MODES } from '../../../contract/nft';
import { Page } from '../../../shared/ui/Page';
import { TabStrip } from '../../../shared/ui/TabStrip';
import { MarketCards } from './CardPages';

const FILTERS = ['all', ...NFT_MODES] as const;
type ModeFilter = (typeof FILTERS)[number];

export function ArtworkListView({ modes = FILTERS }: { modes?: readonly ModeFilter[] }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ModeFilter>(modes[0] ?? 'all');
  return (
    <>
      {modes.length > 1 && (
        <TabStrip<ModeFilter>
          label={t('nft.filter.label')}
          tabs={modes.map((id) => ({ id, label: t(`nft.filter.${id}`) }))}
          value={mode}
          onChange={setMode}
          panelId="nft-artworks"
        />
      )}
      <div id="nft-artworks">
        <MarketCards filter={mode === 'all' ? {} : { mode }} label={t('nft.artworks')} empty={t('nft.empty')} />
      </div>
    </>
  );
}

export default function ArtworkListPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.nft.components.artwork')}>
      <div className="content">
        <ArtworkListView />
      </div>
    </Page>
  );
}
