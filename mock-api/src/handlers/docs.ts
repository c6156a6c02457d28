import { http, HttpResponse } from 'msw';
import { openApiDocument } from '@portal/shared';
import { API_BASE } from '../http/route';
import type { HandlerGroup } from './types';

/** A readable API reference that renders the OpenAPI document itself (no third-party script, works offline). */
const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1f;background:#fafafa}
header{background:#0b3d6e;color:#fff;padding:16px 24px}main{max-width:1000px;margin:auto;padding:16px 24px}
section{background:#fff;border:1px solid #ddd;border-radius:8px;margin:12px 0;padding:12px 16px}
.m{display:inline-block;min-width:64px;font-weight:700;text-transform:uppercase}
.get{color:#0a7d32}.post{color:#8a4b00}.put{color:#0b57a8}.patch{color:#6b3fa0}.delete{color:#b00020}
code{background:#f0f0f4;padding:1px 4px;border-radius:4px}details{margin-top:6px}pre{overflow:auto;background:#f6f6f8;padding:8px}
input{font:inherit;padding:6px 10px;width:100%;box-sizing:border-box;margin:8px 0}
</style></head><body><header><h1>Provider portal API</h1><p>Simulated backend. Raw document: <a style="color:#fff" href="openapi.json">openapi.json</a></p></header>
<main><label for="q">Filter endpoints</label><input id="q" type="search" placeholder="path, summary or access">
<div id="list">Loading…</div></main>
<script>
const esc=s=>String(s??'').replace(/[&<>"]/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
fetch('openapi.json').then(r=>r.json()).then(doc=>{
  const ops=[];for(const [p,ms] of Object.entries(doc.paths))for(const [m,o] of Object.entries(ms))ops.push({p,m,o});
  const render=q=>{document.getElementById('list').innerHTML=ops.filter(x=>!q||(x.p+x.o.summary+x.o['x-access']).toLowerCase().includes(q)).map(({p,m,o})=>
  '<section><div><span class="m '+m+'">'+m+'</span><code>'+esc(p)+'</code> · access: <b>'+esc(o['x-access'])+'</b></div><p>'+esc(o.summary)+'</p>'+(o.description?'<p>'+esc(o.description)+'</p>':'')+
  (o.parameters.length?'<details><summary>Parameters</summary><pre>'+esc(JSON.stringify(o.parameters,null,2))+'</pre></details>':'')+
  (o.requestBody?'<details><summary>Request body</summary><pre>'+esc(JSON.stringify(o.requestBody.content['application/json'].schema,null,2))+'</pre></details>':'')+
  '<details><summary>Responses</summary><pre>'+esc(JSON.stringify(o.responses,null,2))+'</pre></details></section>').join('')};
  render('');document.getElementById('q').addEventListener('input',e=>render(e.target.value.toLowerCase()));
});
</script></body></html>`;

export const docsHandlers: HandlerGroup = () => [
  http.get(`*${API_BASE}/openapi.json`, ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(openApiDocument(`${url.origin}${API_BASE}`));
  }),
  http.get(`*${API_BASE}/docs`, () => HttpResponse.html(DOCS_HTML)),
];
