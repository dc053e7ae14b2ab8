/** `npx tsx bench/gateway-alone.ts <origin>`: the gateway-vs-REST figures against a server already running (e.g. under --cpu-prof). */
import { gatewayVsRest } from './gateway-vs-rest';

const origin = process.argv[2] ?? 'http://127.0.0.1:8282';
const r = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Fire@2026' }) });
const { data } = (await r.json()) as { data: { token: string } };
await gatewayVsRest(origin, data.token);
