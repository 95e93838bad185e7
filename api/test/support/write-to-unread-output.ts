import { spawnSync } from 'node:child_process';
import { keepOutputFromBlocking } from '../../src/nonblocking-output.ts';

/**
 * A process that writes `lines` lines of 400 bytes to its stderr at once while a timer ticks,
 * and tells its parent (IPC) when every write has returned and each time the timer ticks after:
 * with `keepOutputFromBlocking` when its first argument says so.
 *
 * First it runs a child process that shares its output, as the site server does when it renders
 * the public pages: libuv makes a child's stdio blocking, and the flag belongs to the open file,
 * so this process's stderr blocks from then on (a write waits until the reader reads).
 */
if (process.argv[2] === 'nonblocking') keepOutputFromBlocking();
const lines = Number(process.argv[3]);
process.stderr.write('');
spawnSync(process.execPath, ['-e', ''], { stdio: 'inherit' });
const line = `${'x'.repeat(399)}\n`;
for (let n = 0; n < lines; n++) process.stderr.write(line);
process.send?.('written');
setInterval(() => process.send?.('tick'), 20);
