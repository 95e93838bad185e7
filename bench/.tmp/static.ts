import http from 'node:http';
const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Deneme</title><meta name="description" content="x"></head><body><h1 style="font-family:system-ui,sans-serif">Sportif Yaşam ile sağlıklı bir yaşama ilk adımı bugün atın</h1><p>Merhaba dünya</p></body></html>`;
http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(html); }).listen(4401);
