// Starts the development server (tools/serve.mjs) on a free port for the whole
// run; the workers, started afterwards, find its URL in E2E_BASE_URL. The
// files are compressed before the first test, as a host's are: the first
// tests would otherwise wait for the server's compressing, seconds for the
// engine on a loaded machine (a first analysis waited 8 s of its 10).
import { startServer } from '../../../tools/serve.mjs';

export default async function globalSetup() {
  const server = await startServer({ port: 0 });
  await server.precompress();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.close();
  };
}
