import http from 'node:http';
const target = 'http://localhost:4300';
const start = `const go = () => { const l = document.querySelector('link[data-shell-entry]'); const s = document.createElement('script'); s.src = l.href; s.integrity = l.integrity; s.crossOrigin = 'anonymous'; document.head.append(s); };
if (document.getElementById('root').hasChildNodes()) { let done = false; const once = () => { if (!done) { done = true; go(); } }; new PerformanceObserver((list, o) => { if (list.getEntriesByName('first-contentful-paint').length) { o.disconnect(); once(); } }).observe({ type: 'paint', buffered: true }); setTimeout(once, 3000); } else go();`;
http.createServer(async (req, res) => {
  if (req.url === '/start.js') { res.writeHead(200, { 'content-type': 'text/javascript' }); res.end(start); return; }
  const upstream = await fetch(target + req.url, { headers: { 'accept-encoding': 'identity' } });
  const headers: Record<string, string> = {};
  upstream.headers.forEach((v, k) => { if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k)) headers[k] = v; });
  let body: Buffer | string = Buffer.from(await upstream.arrayBuffer());
  if ((headers['content-type'] ?? '').includes('text/html')) {
    let html = body.toString();
    if (process.env.INLINE_CSS) {
      for (const m of [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>|<link crossorigin href="([^"]+\.css)"[^>]*>/g)]) {
        const css = await (await fetch(target + (m[1] ?? m[2]))).text();
        html = html.replace(m[0], `<style>${css}</style>`);
      }
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
    }
    body = html.replace(/<script crossorigin defer fetchpriority="high" integrity="([^"]+)" src="([^"]+)"><\/script>/, (_m, integrity, src) => `<link rel="preload" as="script" href="${src}" integrity="${integrity}" crossorigin fetchpriority="high" data-shell-entry><script defer src="/start.js"></script>`);
  }
  res.writeHead(upstream.status, headers); res.end(body);
}).listen(4400);
