// `npm run dev`: the API server (restarted on change) and Vite's dev server, which proxies /api to it.
// Its data goes to ./data (DATA_DIR) like `npm start`; on a first start its admin is admin with the
// development password below unless ADMIN_PASSWORD is set (a production server makes a random one).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const admin = process.env.ADMIN_PASSWORD ? {} : { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Prestige2026!' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts', '--no-build'], {
    stdio: 'inherit',
    env: { ...process.env, ...admin, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
