// Runs before each server test file. The files of a worker share their modules (isolate: false in
// vitest.config.ts: the server's code is loaded once per worker, not once per file), so each file starts
// from real time, whatever the file before it did with the test clock.
import { resetTestClock } from '../../server/core/clock';

resetTestClock();
