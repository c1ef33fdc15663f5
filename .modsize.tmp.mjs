import { transformSync } from "esbuild";
import fs from "node:fs"; import zlib from "node:zlib";
const files = process.argv.slice(2);
let rows=[];
for (const f of files) { const src=fs.readFileSync(f,"utf8"); const out=transformSync(src,{loader:f.endsWith("x")?"tsx":"ts",minify:true,jsx:"automatic",format:"esm"}).code; rows.push([zlib.gzipSync(out,{level:9}).length,out.length,f]); }
rows.sort((a,b)=>b[0]-a[0]); for (const r of rows) console.log(String(r[0]).padStart(6),String(r[1]).padStart(7),r[2]);
console.log("sum", rows.reduce((s,r)=>s+r[0],0));
