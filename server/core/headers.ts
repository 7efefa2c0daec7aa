// Security headers on every reply: no MIME sniffing (uploads included), no referrer leaving the site,
// and on the app's pages a Content-Security-Policy with no inline script and no framing. Uploaded images
// are served with the type their checked content has, never a guessed one, and sandboxed.
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerOptions } from './options';

/** Origins the app talks to besides its own: the chains' RPC nodes, and WalletConnect when the app uses it. */
function connectSources(options: ServerOptions): string[] {
  const origins = new Set<string>();
  for (const chain of options.chains ?? []) {
    try {
      origins.add(new URL(chain.rpcUrl).origin);
    } catch {
      // A chain without a parseable URL is refused at start; nothing to allow.
    }
  }
  return [...origins];
}

export function contentSecurityPolicy(options: ServerOptions): string {
  const walletConnect = [
    'https://*.walletconnect.com',
    'wss://*.walletconnect.com',
    'https://*.walletconnect.org',
    'wss://*.walletconnect.org',
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    // The static shell's <style> and React's style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...connectSources(options), ...walletConnect].join(' ')}`,
    "frame-src 'self' https://verify.walletconnect.com https://verify.walletconnect.org",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function addSecurityHeaders(app: FastifyInstance, options: ServerOptions): void {
  const csp = contentSecurityPolicy(options);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', csp);
      reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}

/** The type of each kind the upload route stores (it names files by their checked content). */
const UPLOAD_TYPES: Readonly<Record<string, string>> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jp2': 'image/jp2' };

/** Headers of a served upload: its image type (anything else is opaque bytes), and no script or plugin if opened directly. */
export function setUploadHeaders(reply: FastifyReply, file: string): void {
  reply.header('content-type', UPLOAD_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  reply.header('content-security-policy', "default-src 'none'; sandbox");
  reply.header('x-content-type-options', 'nosniff');
}
