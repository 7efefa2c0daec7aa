// When snapshots are taken: every `reserves_snapshot_hours` hours (24 by default) from the time of day
// `reserves_snapshot_time` (HH:MM, UTC, 00:00 by default), operator settings. One pending job at a time
// (kind reserves.snapshot, ref = its due time); each run schedules the next slot after now, so a server
// that was down takes one snapshot when it is back, not one per missed slot. A changed setting applies
// from the next run, or at the next start.
import { and, eq } from 'drizzle-orm';
import { clock } from '../../core/clock';
import type { Db } from '../../core/db';
import type { Scheduler } from '../../core/scheduler';
import { jobs } from '../../core/schema';
import { getSetting, seedSetting } from '../../core/settings';
import type { Snapshots } from './snapshots';

export const SNAPSHOT_JOB = 'reserves.snapshot';
export const SETTINGS = { time: 'reserves_snapshot_time', hours: 'reserves_snapshot_hours' } as const;
const DEFAULTS = { time: '00:00', hours: '24' };
const HOUR_MS = 3_600_000;

export async function seedScheduleSettings(db: Db): Promise<void> {
  await seedSetting(db, SETTINGS.time, DEFAULTS.time);
  await seedSetting(db, SETTINGS.hours, DEFAULTS.hours);
}

/** The settings as a first slot (ms after midnight UTC) and an interval; a value out of shape counts as its default. */
export async function cadence(db: Db): Promise<{ offsetMs: number; intervalMs: number }> {
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(await getSetting(db, SETTINGS.time, DEFAULTS.time)) ?? /^(00):(00)$/.exec('00:00');
  const hoursText = await getSetting(db, SETTINGS.hours, DEFAULTS.hours);
  const hours = /^\d{1,3}$/.test(hoursText) && Number(hoursText) >= 1 && Number(hoursText) <= 720 ? Number(hoursText) : 24;
  return { offsetMs: (Number(time?.[1]) * 60 + Number(time?.[2])) * 60_000, intervalMs: hours * HOUR_MS };
}

/** The first slot strictly after `afterMs`. */
export async function nextSlot(db: Db, afterMs: number): Promise<number> {
  const { offsetMs, intervalMs } = await cadence(db);
  const steps = Math.floor((afterMs - offsetMs) / intervalMs) + 1;
  return offsetMs + steps * intervalMs;
}

async function pendingJobs(db: Db) {
  return await db
    .select({ ref: jobs.ref, due_ms: jobs.due_ms })
    .from(jobs)
    .where(and(eq(jobs.kind, SNAPSHOT_JOB), eq(jobs.status, 'pending')))
    .all();
}

export function registerSchedule(db: Db, scheduler: Scheduler, snapshots: Snapshots, log: (message: string) => void) {
  /** A job at `due` (a slot cancelled once and planned again gets a ref of its own). */
  const scheduleAt = async (due: number) => {
    let ref = String(due);
    for (let n = 1; await scheduler.pendingOf(SNAPSHOT_JOB, ref); n++) ref = `${due}.${n}`;
    await scheduler.schedule(SNAPSHOT_JOB, ref, due);
  };

  scheduler.define(SNAPSHOT_JOB, async () => {
    await scheduleAt(await nextSlot(db, clock.ms()));
    return () => {
      if (snapshots.isRunning()) return log('[reserves] a snapshot is still being taken: this slot is skipped');
      snapshots.take('schedule').catch((error: unknown) => log(`[reserves] the scheduled snapshot did not start: ${String(error)}`));
    };
  });

  /** At start: exactly one pending job, at the slot the settings give (an overdue one runs now). */
  async function plan(): Promise<void> {
    await db.transaction(async () => {
      const due = await nextSlot(db, clock.ms());
      const pending = await pendingJobs(db);
      if (pending.some((j) => j.due_ms <= clock.ms())) return;
      for (const j of pending) if (j.due_ms !== due) await scheduler.cancel(SNAPSHOT_JOB, j.ref);
      if (!pending.some((j) => j.due_ms === due)) await scheduleAt(due);
    });
  }

  return { plan };
}
