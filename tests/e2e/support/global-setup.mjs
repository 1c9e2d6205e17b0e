// Starts the development server (tools/serve.mjs) on a free port for the whole
// run; the workers, started afterwards, find its URL in E2E_BASE_URL.
import { startServer } from '../../../tools/serve.mjs';

export default async function globalSetup() {
  const server = await startServer({ port: 0 });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.close();
  };
}
