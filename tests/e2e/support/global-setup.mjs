// Starts the site's server, mancala-server (tools/site-server.mjs), on a
// free port for the whole run, with live play off as on a static host (the
// live specs start servers of their own with it on, support/live-server.mjs);
// the workers, started afterwards, find its URL in E2E_BASE_URL. The offline
// release list is written first, as the build writes it (tools/release.mjs),
// so that it lists these files. The files are compressed before the first
// test, as a host's are: the first tests would otherwise wait for the
// server's compressing, seconds for the engine on a loaded machine (a first
// analysis waited 8 s of its 10).
import { writeRelease } from '../../../tools/release.mjs';
import { startSiteServer } from '../../../tools/site-server.mjs';

export default async function globalSetup() {
  await writeRelease();
  const server = await startSiteServer();
  await server.precompress();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.close();
  };
}
