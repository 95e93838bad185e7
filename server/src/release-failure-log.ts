/** Where browsers report a remote's live version that failed and was served by its fallback. */
export const releaseFailuresPath = '/release-failures';

/** Reports are small; anything bigger is not one. */
export const releaseFailureBodyLimit = 2048;

/**
 * Reports taken in a minute: from one client address, and from all together. Anyone can send
 * one, and each is a line in the log: without a bound, 36,912 forged lines went in in 5 s. A
 * page that loads three federated areas from a broken version sends three.
 */
export const releaseFailureLimits = { perAddress: 10, overall: 100, windowMs: 60_000 } as const;

/** What a browser reports (shared/runtime's reportReleaseFailure), checked for shape. */
export interface ReleaseFailureReport {
  /** The remote's federation name ('remote_media'). */
  remote: string;
  version: string;
  fallbackVersion: string;
  /** The exposed module ('./Gallery'). */
  module: string;
  reason: string;
}

/** A field as one short line: anyone can send a report, so nothing in it may forge a log line. */
function field(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').slice(0, maxLength);
}

const versionName = /^[0-9a-f]{10}$/;

/**
 * The report in a browser's beacon (a JSON text), or undefined when the body is not one: a
 * remote's name, two version names (the store's), an exposed module's name and a reason.
 */
export function parseReleaseFailure(body: unknown): ReleaseFailureReport | undefined {
  let report: unknown;
  try {
    report = typeof body === 'string' ? JSON.parse(body) : body;
  } catch {
    return undefined;
  }
  if (typeof report !== 'object' || report === null) return undefined;
  const { remote, version, fallbackVersion, module, reason } = report as Record<string, unknown>;
  const matches = (value: unknown, pattern: RegExp): value is string =>
    typeof value === 'string' && pattern.test(value);
  if (
    !matches(remote, /^\w{1,40}$/) ||
    !matches(module, /^\.\/[\w-]{1,80}$/) ||
    !matches(version, versionName) ||
    !matches(fallbackVersion, versionName)
  ) {
    return undefined;
  }
  return { remote, version, fallbackVersion, module, reason: field(reason, 300) ?? '(no reason)' };
}

/**
 * The log line of a report, marked as a browser's: the server checked that both versions are of
 * that remote and have been live, not that the live one failed.
 */
export function describeReleaseFailure(report: ReleaseFailureReport): string {
  return (
    `[release] browser report: ${report.remote} ${report.version} failed loading ${report.module}: ` +
    `${report.reason}; served by ${report.fallbackVersion} instead`
  );
}
