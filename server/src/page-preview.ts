import { previewTokenField } from '@sportif/contract/content';
import type { RenderedPage } from '@sportif/contract/prerender';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeMarkup } from './markup.ts';
import type { ShellPage } from './shell-page.ts';

/**
 * `Önizle` (issue 37): a public page rendered with the content's drafts, for staff only. The
 * back-office posts the staff member's token to the page's own URL (never in a URL); the server
 * checks it, renders the page with the drafts, and sends it marked as a preview, never cached or
 * indexed.
 */
export interface PagePreview {
  /** The page at `path` with the drafts; 'refused' for a token the API does not accept now. */
  render(path: string, token: string | undefined): Promise<RenderedPage | 'refused' | undefined>;
}

export const previewTexts = {
  banner: 'ÖNİZLEME: Bu sayfa yayınlanmamış taslaklarla oluşturuldu; ziyaretçiler yayındaki içeriği görür.',
  refused:
    'Önizleme yalnızca personel içindir ve oturumunuz geçerli değil. Yönetim paneline yeniden giriş yapıp Önizle düğmesine tekrar basın.',
  notRendered:
    'Önizleme oluşturulamadı: yayındaki sürümler sayfaları sunucuda oluşturamıyor. Taslakları yayınlamadan önce yönetim panelinden kontrol edin.',
};

/** What every preview answer carries: never stored by a cache, never indexed. */
export const previewHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
} as const;

/** The token a preview form posted (application/x-www-form-urlencoded), if any. */
export function previewTokenOf(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  return new URLSearchParams(body).get(previewTokenField) ?? undefined;
}

/** The banner every preview shows above the page (outside the root the shell hydrates). */
const banner = `<div role="status" data-preview-banner style="position:sticky;top:0;z-index:1000;padding:10px 16px;font:600 15px/1.4 system-ui,sans-serif;color:var(--white);background:var(--gray-900);text-align:center">${escapeMarkup(previewTexts.banner)}</div>`;

/** `html` marked as a preview: `noindex` for robots, and the visible banner first in the body. */
export function withPreviewMarks(html: string): string {
  return html
    .replace(/<head>/i, '<head><meta name="robots" content="noindex">')
    .replace(/<body([^>]*)>/i, (tag) => `${tag}${banner}`);
}

/** A short page that says why there is no preview. */
export function previewMessagePage(message: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Önizleme</title></head><body><p>${escapeMarkup(message)}</p></body></html>`;
}

/**
 * Reads the preview form's body on `app` and gives the handler for a POST to a public page's URL:
 * the page at that path with the drafts (`compose` makes it the way the server makes every page,
 * `policyOf` gives its Content-Security-Policy), or a short page saying why not.
 */
export function registerPagePreview(
  app: FastifyInstance,
  preview: PagePreview,
  {
    compose,
    policyOf,
  }: {
    compose: (path: string, rendered: RenderedPage) => Promise<ShellPage>;
    policyOf: (page: ShellPage) => Promise<string | undefined>;
  },
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const rendered = await preview.render(path, previewTokenOf(request.body));
    reply.headers(previewHeaders).type('text/html; charset=utf-8');
    if (rendered === 'refused') return reply.code(401).send(previewMessagePage(previewTexts.refused));
    if (!rendered) return reply.code(503).send(previewMessagePage(previewTexts.notRendered));
    const page = await compose(path, rendered);
    const policy = await policyOf(page);
    if (policy) reply.header('Content-Security-Policy', policy);
    return reply.send(withPreviewMarks(page.html));
  };
}
