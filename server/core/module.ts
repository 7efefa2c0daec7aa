// A server module is one area of the product: its routes, engine, queries, migrations and seed, in
// server/modules/<area>/, exported from its index.ts as `defineModule({...})` and listed once in
// server/modules/index.ts. Modules run in dependency order (`after`), each as its own Fastify plugin.
//
// What one module offers the others (the price feed, the trading engine) goes through `provide` and
// `use`; each providing module declares its services by adding to the `Services` interface:
//   declare module '../../core/module' { interface Services { feed: MarketFeed } }
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { AuditReport, ModuleAudit } from './audit';
import type { Cluster } from './cluster';
import type { Db } from './db';
import type { RouteFn, SessionHub } from './http';
import type { Migration } from './migrate';
import type { Notifier } from './notifications';
import type { ServerOptions } from './options';
import type { Scheduler } from './scheduler';

// biome-ignore lint/suspicious/noEmptyInterface: filled in by the modules (declaration merging).
export interface Services {}

export interface ModuleKit {
  /** This module's Fastify plugin instance. */
  app: FastifyInstance;
  db: Db;
  options: ServerOptions;
  io: Server;
  hub: SessionHub;
  /** Registers a call of the contract (core/http.ts). */
  route: RouteFn;
  scheduler: Scheduler;
  notify: Notifier['notify'];
  provide<K extends keyof Services>(name: K, service: Services[K]): void;
  use<K extends keyof Services>(name: K): Services[K];
  /** The instances sharing this database (cluster.ts): who leads, and messages between them. */
  cluster: Cluster;
  /**
   * What must run on one instance only (the feed's timers, the chain's watcher and signers): `onLead`
   * runs when this instance takes the lead (at listen, on the embedded engine), `onLeadEnd` when it
   * loses it or closes, in reverse order.
   */
  onLead(fn: () => void | Promise<void>): void;
  onLeadEnd(fn: () => void | Promise<void>): void;
  /** The auditor of the books over every module (core/audit.ts), now. */
  audit(): Promise<AuditReport>;
}

export interface SeedKit {
  db: Db;
  options: ServerOptions;
}

export interface ServerModule {
  name: string;
  /** Modules whose tables and services this one needs. */
  after?: readonly string[];
  /** Append-only; ids unique across all modules. */
  migrations?: readonly Migration[];
  /** First-start data; runs on every start after all migrations, so it must be idempotent. */
  seed?(kit: SeedKit): void | Promise<void>;
  register(kit: ModuleKit): void | Promise<void>;
  /** What the auditor of the books checks of this module (core/audit.ts): read-only queries of its own tables. */
  audit?(db: Db): ModuleAudit;
}

export const defineModule = (module: ServerModule): ServerModule => module;

/** Modules in dependency order (`after` first), otherwise by name, so the order never depends on a list's order. */
export function orderModules(modules: readonly ServerModule[]): ServerModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const ordered: ServerModule[] = [];
  const visit = (m: ServerModule) => {
    if (done.has(m.name)) return;
    if (visiting.has(m.name)) throw new Error(`modules depend on each other in a circle at ${m.name}`);
    visiting.add(m.name);
    for (const dep of m.after ?? []) {
      const other = byName.get(dep);
      if (!other) throw new Error(`module ${m.name} needs module ${dep}, which is not listed`);
      visit(other);
    }
    visiting.delete(m.name);
    done.add(m.name);
    ordered.push(m);
  };
  for (const m of [...modules].sort((a, b) => a.name.localeCompare(b.name))) visit(m);
  return ordered;
}
