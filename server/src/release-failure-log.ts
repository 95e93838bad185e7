/** Where browsers report a remote's live version that failed and was served by its fallback. */
export const releaseFailuresPath = '/release-failures';

/** Reports are small; anything bigger is not one. */
export const releaseFailureBodyLimit = 2048;

/** A field as one short line: anyone can send a report, so nothing in it may forge a log line. */
function field(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').slice(0, maxLength);
}

/**
 * The log line for a browser's report (a beacon: a JSON text), or undefined when the body is not
 * a report. The team that released the version learns from it what visitors never saw.
 */
export function describeReleaseFailure(body: unknown): string | undefined {
  let report: unknown;
  try {
    report = typeof body === 'string' ? JSON.parse(body) : body;
  } catch {
    return undefined;
  }
  if (typeof report !== 'object' || report === null) return undefined;
  const { remote, version, fallbackVersion, module, reason } = report as Record<string, unknown>;
  const name = field(remote, 40);
  if (!name || !/^\w+$/.test(name)) return undefined;
  return (
    `[release] ${name} ${field(version, 20) ?? '(no version)'} failed in a browser` +
    ` loading ${field(module, 80) ?? '(unknown module)'}: ${field(reason, 300) ?? '(no reason)'};` +
    ` served by ${field(fallbackVersion, 20) ?? '(no fallback)'} instead`
  );
}
