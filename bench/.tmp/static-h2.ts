import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import { selfSignedCertificate } from '@sportif/testing/self-signed-certificate';
const tls = selfSignedCertificate();
const file = process.argv[2];
const trivial = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Deneme</title></head><body><h1 style="font-family:system-ui,sans-serif">Sportif Yaşam ile sağlıklı bir yaşama ilk adımı bugün atın</h1><p>Merhaba dünya</p></body></html>`;
http2.createSecureServer({ ...tls, allowHTTP1: true }, async (req, res) => {
  if (req.url === '/') { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(file ? readFileSync(file, 'utf8').replace(/<script\b[^>]*src[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="preload"[^>]*>/g, '') : trivial); return; }
  const upstream = await fetch('http://localhost:4300' + req.url, { headers: { 'accept-encoding': 'identity' } });
  res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' }); res.end(Buffer.from(await upstream.arrayBuffer()));
}).listen(4403);
