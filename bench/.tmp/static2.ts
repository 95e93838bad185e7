import http from 'node:http';
import { readFileSync } from 'node:fs';
const file = process.argv[2] as string;
const start = readFileSync('/tmp/ssr/start.js', 'utf8');
http.createServer(async (req, res) => {
  if (req.url === '/start.js') { res.writeHead(200, { 'content-type': 'text/javascript' }); res.end(start); return; }
  if (req.url !== '/') {
    const upstream = await fetch('http://localhost:4300' + req.url, { headers: { 'accept-encoding': 'identity' } });
    const headers: Record<string, string> = {};
    upstream.headers.forEach((v, k) => { if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k)) headers[k] = v; });
    res.writeHead(upstream.status, headers); res.end(Buffer.from(await upstream.arrayBuffer())); return;
  }
  let html = readFileSync(file, 'utf8');
  if (process.env.DROP?.includes('scripts')) html = html.replace(/<script\b[^>]*src[^>]*>[\s\S]*?<\/script>/g, '');
  if (process.env.DROP?.includes('preloads')) html = html.replace(/<link rel="preload"[^>]*>/g, '');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(html);
}).listen(4402);
