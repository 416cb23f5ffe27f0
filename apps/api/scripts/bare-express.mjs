// The yardstick of the API benchmark: Express 5 with one JSON route and nothing else, on PORT.
import express from 'express';

const app = express();
app.get('/ping', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
