// Proof of reserves: snapshots of every real user's balances as a Merkle-sum tree (taken by the scheduler
// and on the operator's command), the platform's addresses proven and read on chain, and each user's
// proof of inclusion. It only reads the books; the auditor checks the newest snapshot against them.
import { defineModule } from '../../core/module';
import { reservesAudit } from './audit';
import { migrations } from './migrations';
import { registerReservesRoutes } from './routes';
import { registerSchedule, seedScheduleSettings } from './schedule';
import { createSnapshots } from './snapshots';

export default defineModule({
  name: 'reserves',
  after: ['auth', 'market', 'wallet'],
  migrations,
  seed: async ({ db }) => await seedScheduleSettings(db),
  audit: reservesAudit,
  register(kit) {
    const log = (message: string) => {
      if (kit.options.log !== false) console.log(message);
    };
    const snapshots = createSnapshots(kit.db, kit.options, log);
    const schedule = registerSchedule(kit.db, kit.scheduler, snapshots, log);
    registerReservesRoutes(kit, snapshots);
    kit.onLead(async () => {
      await snapshots.recover();
      await schedule.plan();
    });
    kit.onLeadEnd(() => snapshots.stop());
  },
});
