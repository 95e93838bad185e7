/**
 * The projects a `playwright test` command line names: `--project=dev`, or `--project` followed
 * by one or more names (Playwright reads every argument up to the next option as a project), the
 * option repeated or not; none when it names none, which runs them all.
 */
export function projectsOnCommandLine(argv: readonly string[]): string[] {
  const names: string[] = [];
  let naming = false;
  for (const arg of argv) {
    if (arg.startsWith('--project=')) {
      names.push(arg.slice('--project='.length));
      naming = false;
    } else if (arg === '--project') naming = true;
    else if (arg.startsWith('-')) naming = false;
    else if (naming) names.push(arg);
  }
  return names;
}

/** Whether the projects named are `project` alone. */
export const isOnly = (project: string, named: readonly string[]): boolean =>
  named.length > 0 && named.every((name) => name === project);
