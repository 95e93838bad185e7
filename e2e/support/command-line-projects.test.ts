import { describe, expect, it } from 'vitest';
import { isOnly, projectsOnCommandLine } from './command-line-projects';

describe('projectsOnCommandLine', () => {
  it.each([
    [['test', '-c', 'e2e/playwright.config.ts'], []],
    [['test', '--project', 'dev'], ['dev']],
    [['test', '--project=dev', 'hot-reload'], ['dev']],
    [
      ['test', '--project', 'dev', 'chromium', '-g', 'hot'],
      ['dev', 'chromium'],
    ],
    [['test', 'hot-reload', '--project', 'dev'], ['dev']],
    [
      ['test', '--project', 'dev', '--project=chromium'],
      ['dev', 'chromium'],
    ],
  ])('reads %j as %j', (argv, projects) => {
    expect(projectsOnCommandLine(['node', 'playwright', ...argv])).toEqual(projects);
  });
});

describe('isOnly', () => {
  it('is true when the command line names that project and no other', () => {
    expect(isOnly('dev', ['dev'])).toBe(true);
    expect(isOnly('dev', ['dev', 'dev'])).toBe(true);
    expect(isOnly('dev', [])).toBe(false);
    expect(isOnly('dev', ['dev', 'chromium'])).toBe(false);
  });
});
