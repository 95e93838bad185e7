import { type FrontEndApp, frontEndApps, isFrontEndApp } from '@sportif/contract/apps';

/** The app named on the command line, or a message saying which names there are. */
export function appArgument(command: string, args: readonly string[]): FrontEndApp {
  const [app, ...rest] = args.filter((arg) => !arg.startsWith('--'));
  if (!app || rest.length > 0 || !isFrontEndApp(app)) {
    const given = app ? `"${args.join(' ')}"` : 'no app';
    throw new UsageError(`pnpm ${command} needs one app (${frontEndApps.join(', ')}); got ${given}`);
  }
  return app;
}

/** A command line the command cannot run: printed without a stack, exit code 2. */
export class UsageError extends Error {}

/** Runs a command's main function: a usage error or a failure is printed as a sentence, not a stack. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
