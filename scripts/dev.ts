/** `npm run dev`: the reference back-end (restarted on change) and Vite with hot reload, proxying /api and /ws to it. */
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: port, DIST_DIR: 'no-spa-in-dev' } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
