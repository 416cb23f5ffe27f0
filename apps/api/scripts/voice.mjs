// `npm run voice` (docs/contracts.md §15, docs/decisions/047): Kamailio from the repository's configuration on the
// database the settings name (DATABASE_URL, else the SQLite file of DATABASE_PATH, migrated first), in the foreground
// until Ctrl+C. SIP on SIP_PORT (UDP and TCP, 5060), SIP over WebSocket on VOICE_WS_PORT (8080, plain ws: put a TLS
// proxy in front for wss://), JSON-RPC on 127.0.0.1:VOICE_RPC_PORT (5090). Calls to numbers that are not ours go to
// TRUNK (a SIP URI); without it to the simulated carrier (docs/decisions/050), started here on 127.0.0.1:VOICE_CARRIER_PORT
// (5070), which answers with its recorded message and hangs up. Voicemail and the assistant go to the API's media server
// (MEDIA_SERVER_HOST:MEDIA_SERVER_PORT, 127.0.0.1:5080). Prints the settings that point the API at it. Needs Debian's kamailio, kamailio-websocket-modules and
// kamailio-sqlite-modules or kamailio-postgres-modules. Runs the built code: the npm script builds first.
import { fileURLToPath } from 'node:url';

const dist = (file) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const { loadSettings, SettingsError } = await import(dist('config/settings.js'));
const { openDatabase } = await import(dist('db/connection.js'));
const { migrate } = await import(dist('db/migrate.js'));
const { startKamailio } = await import(dist('modules/voice/kamailio-process.js'));
const { startSimulatedCarrier } = await import(dist('modules/voice/simulated-carrier.js'));

let settings;
try {
  settings = loadSettings();
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(`${error.message}\nSee the settings table in README.md.`);
  process.exit(1);
}
const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    console.error(`${name} must be a port number (1-65535)`);
    process.exit(1);
  }
  return value;
};
const wsPort = port('VOICE_WS_PORT', 8080);
const rpcPort = port('VOICE_RPC_PORT', 5090);
const carrier = process.env.TRUNK ? undefined : await startSimulatedCarrier({ port: port('VOICE_CARRIER_PORT', 5070) });
const trunk = process.env.TRUNK ?? carrier.address;

// VOICE_MIGRATE=false: the API beside it has migrated the database already (the browser tests start it first).
if (process.env.VOICE_MIGRATE !== 'false') {
  const store = openDatabase({ path: settings.databasePath, url: settings.databaseUrl });
  await migrate(store);
  await store.close();
}

const kamailio = await startKamailio({
  ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { databasePath: settings.databasePath }),
  sipPort: settings.sip.port,
  wsPort,
  rpcPort,
  domain: settings.sip.domain,
  trunk,
  // The API's voicemail media server (docs/decisions/061), started by the API when VOICE_PLATFORM=kamailio.
  media: `sip:${settings.mediaServer.host}:${settings.mediaServer.port}`,
  startTimeoutMs: 20_000,
});
console.log(
  `Kamailio for ${settings.sip.domain}: SIP on port ${kamailio.sipPort} (UDP, TCP), WebSocket on ${kamailio.wsPort}, ` +
    `JSON-RPC at ${kamailio.rpcUrl}, calls out to ${carrier ? `the simulated carrier at ${trunk}` : trunk}, ` +
    `voicemail to the API's media server at sip:${settings.mediaServer.host}:${settings.mediaServer.port}.\n` +
    `Start the API with: VOICE_PLATFORM=kamailio KAMAILIO_RPC_URL=${kamailio.rpcUrl} ` +
    `SIP_WS_URL=ws://127.0.0.1:${kamailio.wsPort} (the same DATABASE_PATH or DATABASE_URL)`,
);
const stop = async () => {
  await kamailio.stop();
  await carrier?.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
