import { readFile, stat } from 'node:fs/promises';

export interface AccessLogLine {
  clientIp: string;
  method: string;
  path: string;
  status: number;
  /** The API instance that answered (`host:port`), or '-' for a file nginx served itself. */
  upstream: string;
}

// The `sportif` log_format of deploy/nginx/render-nginx-config.ts.
const linePattern =
  /^(?<clientIp>\S+) \[[^\]]+\] "(?<method>\S+) (?<path>\S+) [^"]*" (?<status>\d{3}) \d+ upstream=(?<upstream>\S+) /;

/**
 * nginx's access log from the moment `accessLog()` is called: `since()` gives the lines written
 * after it, parsed, so a test looks at its own requests only.
 */
export async function accessLog(path: string) {
  const start = (await stat(path)).size;
  return {
    async since(): Promise<AccessLogLine[]> {
      const text = (await readFile(path)).subarray(start).toString('utf8');
      return text.split('\n').flatMap((line) => {
        const fields = linePattern.exec(line)?.groups;
        if (!fields) return [];
        const { clientIp = '', method = '', path = '', status = '', upstream = '' } = fields;
        return [{ clientIp, method, path, status: Number(status), upstream }];
      });
    },
  };
}
