// The wallet stack: wagmi, viem and RainbowKit. Loaded only with import() (see ./index.ts) by the
// pages and actions that need a wallet; never part of the first screen.
import '@rainbow-me/rainbowkit/styles.css';
import {
  type AuthenticationStatus,
  connectorsForWallets,
  createAuthenticationAdapter,
  darkTheme,
  type Locale,
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  useConnectModal,
} from '@rainbow-me/rainbowkit';
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type Address, type Chain, defineChain, erc20Abi, formatUnits, type Hex, parseUnits, type Transport } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import {
  createConfig,
  http,
  useAccount,
  useBlockNumber,
  useConfig,
  useConnect,
  useReadContracts,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
  WagmiProvider,
} from 'wagmi';
import { create } from 'zustand';
import { ApiError, api, go, LOGIN_PATH } from '../../api';
import { queryClient as appQueryClient } from '../../api/queryClient';
import type { TokenReply } from '../../contract/auth';
import { authCalls } from '../../contract/auth';
import { walletCalls } from '../../contract/wallet';
import type { ChainInfo, InAddress, WalletLoginReq } from '../../contract/wallet';
import { isAmount, normalizeDecimalInput } from '../../shared/lib/validate';
import { t as translate } from '../../shared/i18n';
import { usePrefs } from '../../shared/stores/prefs';
import { useSession } from '../../shared/stores/session';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';
import { safeRedirect } from '../auth';
import { shortHex, walletConnectProjectId } from './light';
import './wallet.css';

const SIWE_STATEMENT = 'Sign in to Kestrel with this wallet.';

// ---------------------------------------------------------------------------------------------
// Config: chains from the server (GET wallet/chains), connectors kept to what is configured
// ---------------------------------------------------------------------------------------------

/** The local dev chain, used when the server does not answer wallet/chains. */
const DEV_CHAIN: ChainInfo = {
  chain_id: 31337,
  name: 'Kestrel dev chain',
  rpc_url: 'http://127.0.0.1:8545',
  usdt: '',
  explorer: '',
  confirmations: 5,
};

function toChain(info: ChainInfo): Chain {
  return defineChain({
    id: info.chain_id,
    name: info.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [info.rpc_url] } },
    blockExplorers: info.explorer ? { default: { name: info.name, url: info.explorer } } : undefined,
  });
}

async function buildConfig(infos: ChainInfo[]) {
  const list = infos.length ? infos : [DEV_CHAIN];
  const chains = list.map(toChain) as [Chain, ...Chain[]];
  const projectId = walletConnectProjectId();
  // Injected wallets (window.ethereum; EIP-6963 wallets are added by wagmi's discovery). WalletConnect
  // based wallets only when a project id is configured: their code is not even fetched otherwise.
  const wc = projectId ? await import('./walletConnectWallets') : null;
  const wallets = wc
    ? [injectedWallet, wc.metaMaskWallet, wc.okxWallet, wc.bitgetWallet, wc.trustWallet, wc.tokenPocketWallet, wc.walletConnectWallet]
    : [injectedWallet];
  const connectors = connectorsForWallets([{ groupName: translate('wallet.wallets'), wallets }], {
    appName: 'Kestrel',
    projectId: projectId || 'not-configured',
  });
  const transports: Record<number, Transport> = {};
  for (const info of list) transports[info.chain_id] = http(info.rpc_url);
  const config = createConfig({ chains, connectors, transports, multiInjectedProviderDiscovery: true });
  return { config, infos: list };
}

type WalletSetup = Awaited<ReturnType<typeof buildConfig>>;
let setup: Promise<WalletSetup> | null = null;

function walletSetup(): Promise<WalletSetup> {
  setup ??= api(walletCalls.chains, {}, { quiet: true })
    .catch(() => [DEV_CHAIN])
    .then(buildConfig);
  return setup;
}

const RAINBOW_LOCALES: Record<string, Locale> = {
  en: 'en-US',
  zh: 'zh-CN',
  hk: 'zh-HK',
  jp: 'ja-JP',
  kor: 'ko-KR',
  xp: 'es-419',
  dt: 'de-DE',
  fa: 'fr-FR',
  pn: 'ru-RU',
  pt: 'pt-BR',
  tv: 'vi-VN',
};

const theme = darkTheme({ accentColor: '#c0dd2b', accentColorForeground: '#111111', borderRadius: 'medium' });

/** A refusal by the person (wallet's "Reject"), anywhere in the error's cause chain. */
export function isRejected(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; e && i < 8; i++) {
    const x = e as { name?: string; code?: number; cause?: unknown };
    if (x.name === 'UserRejectedRequestError' || x.code === 4001) return true;
    e = x.cause;
  }
  return false;
}

const REJECTED: Record<string, string> = {
  connect: 'wallet.connectRejected',
  signMessage: 'wallet.signRejected',
  switchChain: 'wallet.switchRejected',
  writeContract: 'wallet.txRejected',
};

/** A clear message for a connection, signature, network switch or transaction the person rejected. */
function useRejectionToasts() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const key = String(event.mutation.options.mutationKey?.[0] ?? '');
        if (isRejected(event.action.error) && REJECTED[key]) toast(translate(REJECTED[key]));
        else if (key === 'connect') toast(translate('wallet.connectFailed'));
      }),
    [client],
  );
}

// ---------------------------------------------------------------------------------------------
// Sign-In with Ethereum
// ---------------------------------------------------------------------------------------------

/** The EIP-4361 message: this page's host and origin, valid for 10 minutes. */
export function siweMessage(address: Address, chainId: number, nonce: string): string {
  const issuedAt = new Date();
  return createSiweMessage({
    domain: window.location.host,
    uri: window.location.origin,
    address,
    chainId,
    nonce,
    version: '1',
    // EIP-4361 allows only ASCII in the statement, so it stays English for every language.
    statement: SIWE_STATEMENT,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + 10 * 60_000),
  });
}

/** A wallet login the server refused because no account uses the address: waits for "create an account?". */
const usePendingRegister = create<{ pending: WalletLoginReq | null }>(() => ({ pending: null }));

/** Stores the wallet session, loads the user, goes to the redirect or the Account tab. */
function useFinishWalletSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  return async (reply: TokenReply, address: string) => {
    useSession.getState().signIn(reply.token, reply.uid, reply.account_type, address);
    client.clear();
    try {
      const user = await api(authCalls.userInfo, {}, { quiet: true });
      useSession.getState().setUser(user);
      client.setQueryData(['userInfo'], user);
    } catch {
      // The account page loads it again.
    }
    // The session now has a wallet: main.tsx starts the watcher that follows it.
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}

function errorText(err: unknown): string {
  return err instanceof ApiError ? err.message : translate('wallet.failed');
}

function AuthProviders({ children }: { children: ReactNode }) {
  const wallet = useSession((s) => s.wallet);
  const { address, chainId } = useAccount();
  const { chains } = useConfig();
  // No signing on a chain the app does not support: the switch-network prompt comes first.
  const chainSupported = chainId === undefined || chains.some((chain) => chain.id === chainId);
  const finish = useFinishWalletSignIn();
  const finishRef = useRef(finish);
  finishRef.current = finish;
  const status: AuthenticationStatus = wallet && address?.toLowerCase() === wallet ? 'authenticated' : 'unauthenticated';
  const adapter = useMemo(
    () =>
      createAuthenticationAdapter({
        getNonce: async () => (await api(walletCalls.nonce, {}, { quiet: true })).nonce,
        createMessage: ({ nonce, address: from, chainId }) => siweMessage(from, chainId, nonce),
        verify: async ({ message, signature }) => {
          const from = parseSiweMessage(message).address ?? '';
          const req: WalletLoginReq = { user_string: from, message, signature };
          try {
            await finishRef.current(await api(walletCalls.walletLogin, req, { quiet: true }), from);
            return true;
          } catch (err) {
            if (err instanceof ApiError && err.kind === 'business' && err.field === 'user_string') {
              // No account for this address: close the modal and ask whether to create one.
              usePendingRegister.setState({ pending: req });
              return true;
            }
            toast(errorText(err));
            return false;
          }
        },
        signOut: async () => {
          await api(authCalls.logout, {}, { quiet: true }).catch(() => undefined);
          useSession.getState().clear();
        },
      }),
    [],
  );
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status} enabled={chainSupported}>
      {children}
    </RainbowKitAuthenticationProvider>
  );
}

/** "Create an account with this wallet?" with an optional invite code → user/doregister. */
function RegisterDialog() {
  const { t } = useTranslation();
  const pending = usePendingRegister((s) => s.pending);
  const finish = useFinishWalletSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!pending) return null;
  const close = () => usePendingRegister.setState({ pending: null });
  const create = async () => {
    setBusy(true);
    try {
      const reply = await api(walletCalls.walletRegister, { ...pending, extension_code: code.trim() || undefined }, { quiet: true });
      close();
      await finish(reply, pending.user_string);
    } catch (err) {
      if (err instanceof ApiError && err.field === 'extension_code') setError(err.message);
      else toast(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('wallet.createTitle')} onClose={close}>
      <p>{t('wallet.createText', { address: shortHex(pending.user_string) })}</p>
      <Field
        label={t('wallet.inviteCode')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        autoComplete="off"
      />
      <div className="wallet-actions">
        <Button variant="secondary" onClick={close}>
          {t('wallet.cancel')}
        </Button>
        <Button onClick={create} disabled={busy}>
          {t('wallet.createAccount')}
        </Button>
      </div>
    </Modal>
  );
}

// ---------------------------------------------------------------------------------------------
// Providers and the network prompt
// ---------------------------------------------------------------------------------------------

/** Page-level network prompts; the background watcher shows its own only when no page shows one. */
const useGuards = create<{ count: number }>(() => ({ count: 0 }));

/** "Wrong network" with a "Switch network" button when the wallet is on a chain the app does not support. */
function ChainGuard({ page }: { page: boolean }) {
  const { t } = useTranslation();
  const { status, chain } = useAccount();
  const { switchChain, chains, isPending } = useSwitchChain();
  const pageGuards = useGuards((s) => s.count);
  useEffect(() => {
    if (!page) return;
    useGuards.setState((s) => ({ count: s.count + 1 }));
    return () => useGuards.setState((s) => ({ count: s.count - 1 }));
  }, [page]);
  if (status !== 'connected' || chain || (!page && pageGuards > 0)) return null;
  const target = chains[0];
  return (
    <div className="wallet-guard" role="alert">
      <strong>{t('wallet.wrongNetwork')}</strong>
      <span>{t('wallet.wrongNetworkText', { chain: target?.name ?? '' })}</span>
      <Button disabled={isPending || !target} onClick={() => target && switchChain({ chainId: target.id })}>
        {t('wallet.switchNetwork')}
      </Button>
    </div>
  );
}

function Providers({ auth, children }: { auth: boolean; children: ReactNode }) {
  const { config } = use(walletSetup());
  const lang = usePrefs((s) => s.lang);
  const kit = (
    <RainbowKitProvider theme={theme} locale={RAINBOW_LOCALES[lang] ?? 'en-US'} modalSize="compact">
      <Rejections />
      <ChainGuard page />
      {children}
    </RainbowKitProvider>
  );
  return <WagmiProvider config={config}>{auth ? <AuthProviders>{kit}</AuthProviders> : kit}</WagmiProvider>;
}

function Rejections() {
  useRejectionToasts();
  return null;
}

function Loading() {
  const { t } = useTranslation();
  return <p className="muted wallet-loading">{t('wallet.loading')}</p>;
}

/** The wallet providers around `children` (wagmi + RainbowKit; with `auth`, Sign-In with Ethereum too). */
export function WalletProviders({ auth = false, children }: { auth?: boolean; children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <Providers auth={auth}>{children}</Providers>
    </Suspense>
  );
}

/** A wallet's in-app browser: a phone with an injected provider. There the injected wallet is used directly. */
function inAppBrowser(): boolean {
  return Boolean((window as { ethereum?: unknown }).ethereum) && /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent);
}

/**
 * Once per `attempt`, after wagmi's reconnect settled: inside a wallet's in-app browser connects the
 * injected wallet directly (no list, no QR code); otherwise opens RainbowKit's connect modal. With
 * Sign-In with Ethereum, the modal then opens at its sign-in step.
 */
function OpenConnect({ attempt }: { attempt: number }) {
  const { openConnectModal } = useConnectModal();
  const { status } = useAccount();
  const { connectors, connect } = useConnect();
  const handled = useRef({ attempt: -1, direct: false });
  useEffect(() => {
    const done = handled.current;
    if (status === 'reconnecting' || status === 'connecting') return;
    if (done.attempt === attempt && !(done.direct && status === 'connected')) return;
    const timer = setTimeout(() => {
      const injected = connectors.find((c) => c.id === 'injected');
      if (done.attempt !== attempt && status === 'disconnected' && injected && inAppBrowser()) {
        handled.current = { attempt, direct: true };
        connect({ connector: injected });
        return;
      }
      handled.current = { attempt, direct: false };
      openConnectModal?.();
    }, 50);
    return () => clearTimeout(timer);
  }, [openConnectModal, attempt, status, connectors, connect]);
  return null;
}

/** Opens the connect modal now, and offers a button to open it again after it was closed. */
function ConnectAgain({ attempt }: { attempt: number }) {
  const { t } = useTranslation();
  const { openConnectModal } = useConnectModal();
  return (
    <>
      <OpenConnect attempt={attempt} />
      <Button variant="secondary" onClick={() => openConnectModal?.()} disabled={!openConnectModal}>
        {t('wallet.connectWallet')}
      </Button>
    </>
  );
}

export function WalletLogin({ attempt }: { attempt: number }) {
  return (
    <WalletProviders auth>
      <OpenConnect attempt={attempt} />
      <RegisterDialog />
    </WalletProviders>
  );
}

// ---------------------------------------------------------------------------------------------
// The session follows the wallet (a background root, mounted after the first paint)
// ---------------------------------------------------------------------------------------------

async function signOut(): Promise<void> {
  await api(authCalls.logout, {}, { quiet: true }).catch(() => undefined);
  useSession.getState().clear();
  appQueryClient.clear();
}

function currentPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

function Watch() {
  const { t } = useTranslation();
  const { address, status } = useAccount();
  const wallet = useSession((s) => s.wallet);
  const [offer, setOffer] = useState<string | null>(null);
  const connectedOnce = useRef(false);
  useEffect(() => {
    if (status === 'connected') connectedOnce.current = true;
    if (!wallet) return;
    if (status === 'connected' && address && address.toLowerCase() !== wallet) {
      void signOut().then(() => {
        toast(translate('wallet.accountChanged'));
        setOffer(address);
      });
    } else if (status === 'disconnected' && connectedOnce.current) {
      void signOut().then(() => {
        toast(translate('wallet.disconnected'));
        const from = currentPath();
        if (!from.startsWith(LOGIN_PATH)) go(`${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`);
      });
    }
  }, [address, status, wallet]);
  const from = currentPath();
  const redirect = from.startsWith(LOGIN_PATH) ? '' : `&redirect=${encodeURIComponent(from)}`;
  return (
    <>
      <ChainGuard page={false} />
      {offer && (
        <Modal title={t('wallet.accountChangedTitle')} onClose={() => setOffer(null)}>
          <p>{t('wallet.accountChangedText', { address: shortHex(offer) })}</p>
          <div className="wallet-actions">
            <Button
              variant="secondary"
              onClick={() => {
                setOffer(null);
                go(`${LOGIN_PATH}${redirect ? `?${redirect.slice(1)}` : ''}`);
              }}
            >
              {t('wallet.notNow')}
            </Button>
            <Button
              onClick={() => {
                setOffer(null);
                go(`${LOGIN_PATH}?wallet=1${redirect}`);
              }}
            >
              {t('wallet.signInNew')}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}

function WatchRoot() {
  const { config } = use(walletSetup());
  return (
    <WagmiProvider config={config}>
      <Watch />
    </WagmiProvider>
  );
}

let watcherMounted = false;

/** Mounts the background watcher once, in its own root (it needs no route). */
export function mountWatcher(): void {
  if (watcherMounted) return;
  watcherMounted = true;
  const host = document.createElement('div');
  host.id = 'wallet-watch';
  document.body.appendChild(host);
  createRoot(host).render(
    <QueryClientProvider client={appQueryClient}>
      <Suspense fallback={null}>
        <WatchRoot />
      </Suspense>
    </QueryClientProvider>,
  );
}

// ---------------------------------------------------------------------------------------------
// Bind a wallet address to the logged-in account
// ---------------------------------------------------------------------------------------------

function BindInner({ attempt }: { attempt: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { address, chainId, status } = useAccount();
  const { signMessageAsync } = useSignMessage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!address || !chainId) return;
    setBusy(true);
    setError(null);
    try {
      const { nonce } = await api(walletCalls.nonce, {}, { quiet: true });
      const message = siweMessage(address, chainId, nonce);
      const signature = await signMessageAsync({ message });
      await api(walletCalls.walletSave, { address, message, signature }, { quiet: true });
      await client.invalidateQueries({ queryKey: ['walletList'] });
      toast(t('wallet.added'));
      navigate('/pages/setting/wallet', { replace: true });
    } catch (err) {
      if (isRejected(err)) return;
      if (err instanceof ApiError && err.field) setError(err.message);
      else toast(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {status !== 'connected' && <OpenConnect attempt={attempt} />}
      {address && (
        <div className="wallet-card">
          <div className="muted">{t('wallet.connectedAs')}</div>
          <div className="wallet-address" data-testid="connected-address">
            {address}
          </div>
          {error && (
            <div className="field-error" role="alert">
              {error}
            </div>
          )}
          <Button onClick={save} disabled={busy}>
            {t('wallet.signAndAdd')}
          </Button>
        </div>
      )}
    </>
  );
}

export function BindWallet({ attempt }: { attempt: number }) {
  return (
    <WalletProviders>
      <BindInner attempt={attempt} />
    </WalletProviders>
  );
}

// ---------------------------------------------------------------------------------------------
// Pay USDT from the wallet to the user's deposit address
// ---------------------------------------------------------------------------------------------

function explorerTx(explorer: string, hash: string): string {
  return explorer ? `${explorer.replace(/\/+$/, '')}/tx/${hash}` : '';
}

function Sent({ info, hash, amount }: { info: InAddress; hash: Hex; amount: string }) {
  const { t } = useTranslation();
  const target = info.confirmations || 5;
  const receipt = useWaitForTransactionReceipt({ hash, chainId: info.chain_id, confirmations: 1 });
  const block = useBlockNumber({ chainId: info.chain_id, watch: true });
  const mined = receipt.data?.blockNumber;
  const count = mined !== undefined && block.data !== undefined ? Math.max(0, Math.min(target, Number(block.data - mined) + 1)) : 0;
  const link = explorerTx(info.explorer, hash);
  const failed = receipt.data?.status === 'reverted';
  return (
    <div className="wallet-card" aria-live="polite">
      <h3>{t('wallet.sentTitle', { amount })}</h3>
      <div className="muted">{t('wallet.txHash')}</div>
      <div className="wallet-address" data-testid="tx-hash" title={hash}>
        {link ? (
          <a href={link} target="_blank" rel="noreferrer">
            {hash}
          </a>
        ) : (
          hash
        )}
      </div>
      {failed ? (
        <p className="field-error" role="alert">
          {t('wallet.txFailed')}
        </p>
      ) : (
        <p data-testid="confirmations">{t('wallet.confirmations', { n: count, target })}</p>
      )}
      {!failed && count >= target && <p>{t('wallet.confirmedText')}</p>}
      <a href="#/pages/fund/receive_withdraw_record">{t('wallet.viewRecords')}</a>
    </div>
  );
}

function PayInner({ info, attempt }: { info: InAddress; attempt: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { address, chainId, status } = useAccount();
  const { switchChain, isPending: switching } = useSwitchChain();
  const { writeContractAsync, isPending: sending } = useWriteContract();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [sent, setSent] = useState<{ hash: Hex; amount: string } | null>(null);
  const token = info.usdt as Address;
  const reads = useReadContracts({
    allowFailure: false,
    contracts: [
      {
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address ?? '0x0000000000000000000000000000000000000000'],
        chainId: info.chain_id,
      },
      { address: token, abi: erc20Abi, functionName: 'decimals', chainId: info.chain_id },
    ],
    query: { enabled: Boolean(address) && /^0x[0-9a-fA-F]{40}$/.test(info.usdt), refetchInterval: 10_000 },
  });
  if (status !== 'connected' || !address) return <ConnectAgain attempt={attempt} />;
  if (sent) return <Sent info={info} hash={sent.hash} amount={sent.amount} />;

  const decimals = reads.data ? Number(reads.data[1]) : null;
  const balance = reads.data && decimals !== null ? formatUnits(reads.data[0], decimals) : null;
  const wrongChain = chainId !== info.chain_id;

  // Token amounts as integers of the token's smallest unit (viem's parseUnits): exact, no float, no decimal library.
  const check = (): string | null => {
    const value = normalizeDecimalInput(amount);
    if (!value) return 'wallet.amountRequired';
    if (!isAmount(value)) return 'wallet.amountInvalid';
    if (decimals === null || balance === null || !reads.data) return 'wallet.balanceUnknown';
    if ((value.split('.')[1]?.length ?? 0) > decimals) return 'wallet.tooManyDecimals';
    const units = parseUnits(value, decimals);
    if (units <= 0n) return 'wallet.amountInvalid';
    if (units > reads.data[0]) return 'wallet.insufficient';
    return null;
  };

  const review = () => {
    const problem = check();
    setError(problem);
    if (!problem && decimals !== null) setConfirming(formatUnits(parseUnits(normalizeDecimalInput(amount), decimals), decimals));
  };

  const send = async (value: string) => {
    if (decimals === null) return;
    setConfirming(null);
    try {
      const hash = await writeContractAsync({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [info.address as Address, parseUnits(value, decimals)],
        chainId: info.chain_id,
      });
      setSent({ hash, amount: value });
      // Report early; the server still credits only what the chain shows.
      api(walletCalls.chargeReq, { chain_id: info.chain_id, tx_hash: hash }, { quiet: true })
        .catch(() => undefined)
        .finally(() => void client.invalidateQueries({ queryKey: ['rechargeLog'] }));
    } catch (err) {
      if (!isRejected(err)) toast(t('wallet.txError'));
    }
  };

  return (
    <div className="wallet-card">
      <div className="muted">{t('wallet.fromWallet')}</div>
      <div className="wallet-address" data-testid="connected-address">
        {address}
      </div>
      {wrongChain ? (
        <div className="wallet-guard" role="alert">
          <strong>{t('wallet.wrongNetwork')}</strong>
          <span>{t('wallet.wrongNetworkText', { chain: info.name })}</span>
          <Button disabled={switching} onClick={() => switchChain({ chainId: info.chain_id })}>
            {t('wallet.switchNetwork')}
          </Button>
        </div>
      ) : (
        <>
          <p data-testid="wallet-balance">
            {t('wallet.walletBalance')}: {balance === null ? (reads.isError ? t('wallet.balanceUnknown') : '…') : `${balance} USDT`}
          </p>
          <Field
            label={t('wallet.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setError(null);
            }}
            onBlur={() => setAmount((v) => normalizeDecimalInput(v))}
            error={error}
            addon={
              <button
                type="button"
                className="link-button"
                disabled={balance === null || decimals === null}
                onClick={() => {
                  // The whole balance, exactly: formatUnits of the raw balance never rounds up.
                  if (balance !== null) setAmount(balance);
                  setError(null);
                }}
              >
                {t('wallet.max')}
              </button>
            }
          />
          <Button onClick={review} disabled={sending || balance === null}>
            {t('wallet.payFromWallet')}
          </Button>
        </>
      )}
      {confirming && (
        <Modal title={t('wallet.confirmTitle')} onClose={() => setConfirming(null)}>
          <dl className="wallet-rows">
            <div>
              <dt>{t('wallet.youSend')}</dt>
              <dd>{confirming} USDT</dd>
            </div>
            <div>
              <dt>{t('wallet.network')}</dt>
              <dd>{info.name}</dd>
            </div>
            <div>
              <dt>{t('wallet.from')}</dt>
              <dd>{address}</dd>
            </div>
            <div>
              <dt>{t('wallet.to')}</dt>
              <dd>{info.address}</dd>
            </div>
            <div>
              <dt>{t('wallet.credited')}</dt>
              <dd>{t('wallet.creditedValue', { amount: confirming, n: info.confirmations || 5 })}</dd>
            </div>
          </dl>
          <div className="wallet-actions">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('wallet.cancel')}
            </Button>
            <Button onClick={() => send(confirming)}>{t('wallet.confirmSend')}</Button>
          </div>
        </Modal>
      )}
    </div>
  );
}

export function PayFromWallet({ info, attempt }: { info: InAddress; attempt: number }) {
  return (
    <WalletProviders>
      <PayInner info={info} attempt={attempt} />
    </WalletProviders>
  );
}
