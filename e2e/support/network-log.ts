import type { Page, Request } from '@playwright/test';

export interface LoggedResponse {
  url: string;
  path: string;
  status: number;
  resourceType: string;
  /** Bytes on the wire for the body (compressed when the server compressed it). */
  transferredBodyBytes: number;
}

/** Records every finished request of a page, for assertions on what was fetched and how much. */
export class NetworkLog {
  readonly requested: string[] = [];
  private readonly finished: Promise<LoggedResponse | undefined>[] = [];

  constructor(page: Page) {
    page.on('request', (request) => this.requested.push(request.url()));
    page.on('requestfinished', (request) => this.finished.push(this.describe(request)));
  }

  private async describe(request: Request): Promise<LoggedResponse | undefined> {
    const response = await request.response();
    if (!response) return undefined;
    const sizes = await request.sizes();
    const url = new URL(request.url());
    return {
      url: request.url(),
      path: url.pathname,
      status: response.status(),
      resourceType: request.resourceType(),
      transferredBodyBytes: sizes.responseBodySize,
    };
  }

  async responses(): Promise<LoggedResponse[]> {
    const all = await Promise.all(this.finished);
    return all.filter((entry): entry is LoggedResponse => entry !== undefined);
  }

  requestedPaths(): string[] {
    return this.requested.map((url) => new URL(url).pathname);
  }

  clear(): void {
    this.requested.length = 0;
    this.finished.length = 0;
  }
}
