import { nextTask } from './next-task';

/**
 * Runs the shell from its entry file, the async boundary where shared modules are negotiated
 * before bootstrap runs. The shell provides them eagerly (all but react-toastify, which comes with
 * the first toast), so bootstrap rides in the entry file ("eager"): no extra request. Its largest
 * dependencies are evaluated first, each in a task of its own: as one task, the entry blocked the
 * page right after the server's markup had painted, four times as long on Lighthouse's throttled
 * phone.
 */
export async function startShell(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}
