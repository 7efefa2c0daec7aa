// Closing the server (SIGTERM: server/index.ts calls close(), with SHUTDOWN_GRACE_MS as its deadline):
// a request under way finishes, and a connection that carries no request does not keep it open. A
// browser's spare socket (connected, nothing sent yet) is not "idle" to Node, which waited for it until
// its headers timed out (a browser test's production server hung 90 s in its stop on CI); it is cut once
// no request is under way.
import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { dropDatabase } from '../engine';
import { startServer } from '../helpers';

async function connect(url: string): Promise<net.Socket> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

describe('closing the server', () => {
  it("a browser's spare socket (connected, no request yet) does not hold it: it is cut", async () => {
    const t = await startServer();
    const socket = await connect(t.url);
    const cut = new Promise((resolve) => socket.once('close', resolve));
    const began = performance.now();
    const closed = t.stop().then(() => 'closed');
    expect(await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 10_000))])).toBe('closed');
    await cut;
    expect(performance.now() - began).toBeLessThan(10_000);
  });

  it('a request under way finishes before the connections are cut, and says where it stands', async () => {
    const t = await startServer();
    // A body announced and sent late: the request is under way when closing starts.
    const socket = await connect(t.url);
    let reply = '';
    socket.on('data', (chunk: Buffer) => {
      reply += chunk;
    });
    const body = 'email=nobody%40example.com&password=x&type=email';
    socket.write(
      `POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = t.server.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.server.closingStage()).toMatch(/^HTTP \(1 requests under way\)$/);
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write(body);
    await closed;
    await ended;
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(t.server.closingStage()).toBe('closed');
    fs.rmSync(t.dataDir, { recursive: true, force: true });
    await dropDatabase(t.server.options.databaseUrl);
  });
});
