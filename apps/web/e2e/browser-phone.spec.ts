import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPhoneNumber, type CallsAnswer } from '@telecom/domain';
import type { Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../playwright.config';
import { voipCustomer, type VoipCustomer } from './demo-voip';
import { axeViolations, expect, openIn, signIn, test, watchErrors } from './fixtures';

// Issue 39's phone in the browser (docs/contracts.md §15, docs/decisions/054): two customers, each with a TeleNova
// number, sign in on /dashboard/bellen in two browser contexts. The e2e server's SIP core is a real Kamailio
// (playwright.config.ts): each page registers its number over SIP on WebSocket with a short-lived credential, one
// calls the other, the other answers, they talk for a few seconds (Chromium's fake microphone plays a recorded
// message, and each side hears the other), and the caller hangs up. The call is then in both histories, from
// Kamailio's accounting, with its duration.

/**
 * The recorded message (espeak-ng) the simulated carrier plays, as each browser's microphone. Chromium's fake capture
 * reads 16-bit PCM, and the message is G.711 µ-law (8 kHz, as the carrier sends it): decoded here into a file of this
 * run.
 */
const VOICE = pcmCopyOf(fileURLToPath(new URL('../../api/voice/carrier-message.wav', import.meta.url)));

/** A µ-law WAV file as a 16-bit PCM WAV file (ITU-T G.711's expansion), written to the temporary folder. */
function pcmCopyOf(file: string): string {
  const wav = readFileSync(file);
  const rate = wav.readUInt32LE(24);
  let offset = 12;
  while (wav.toString('ascii', offset, offset + 4) !== 'data') offset += 8 + wav.readUInt32LE(offset + 4);
  const law = wav.subarray(offset + 8, offset + 8 + wav.readUInt32LE(offset + 4));
  const pcm = Buffer.alloc(44 + law.length * 2);
  pcm.write('RIFF', 0);
  pcm.writeUInt32LE(36 + law.length * 2, 4);
  pcm.write('WAVEfmt ', 8);
  pcm.writeUInt32LE(16, 16);
  pcm.writeUInt16LE(1, 20);
  pcm.writeUInt16LE(1, 22);
  pcm.writeUInt32LE(rate, 24);
  pcm.writeUInt32LE(rate * 2, 28);
  pcm.writeUInt16LE(2, 32);
  pcm.writeUInt16LE(16, 34);
  pcm.write('data', 36);
  pcm.writeUInt32LE(law.length * 2, 40);
  law.forEach((byte, i) => {
    const u = ~byte & 0xff;
    const magnitude = ((((u & 0x0f) << 3) + 0x84) << ((u & 0x70) >> 4)) - 0x84;
    pcm.writeInt16LE(u & 0x80 ? -magnitude : magnitude, 44 + i * 2);
  });
  const copy = path.join(tmpdir(), `telecom-e2e-voice-${process.pid}.wav`);
  writeFileSync(copy, pcm);
  return copy;
}

test.use({
  reducedMotion: 'reduce',
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${VOICE}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

/** The loudest sample of what `page` hears from the other side over about a second (0: silence, 1: full scale). */
function loudestHeard(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const audio = document.querySelector<HTMLAudioElement>('[data-testid="browser-phone"] audio');
    const stream = audio?.srcObject;
    if (!(stream instanceof MediaStream)) return 0;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let loudest = 0;
    for (let i = 0; i < 20; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      analyser.getFloatTimeDomainData(samples);
      for (const sample of samples) loudest = Math.max(loudest, Math.abs(sample));
    }
    await context.close();
    return loudest;
  });
}

test('two TeleNova numbers call each other in the browser through Kamailio, and the call is in both histories', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [alice, bob] = [await voipCustomer(request, 'Alice'), await voipCustomer(request, 'Bob')];
  const open = async (customer: VoipCustomer) => {
    const context = await browser.newContext({ permissions: ['microphone'], reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signIn(page, customer);
    await openIn(page, '/dashboard/bellen', 'nl');
    return page;
  };
  const [alicePage, bobPage] = [await open(alice), await open(bob)];
  const errors = [...watchErrors(alicePage), ...watchErrors(bobPage)];
  const [aliceWritten, bobWritten] = [formatPhoneNumber(alice.number), formatPhoneNumber(bob.number)];

  // Both numbers sign in to the SIP core.
  const alicePhone = alicePage.getByTestId('browser-phone');
  const bobPhone = bobPage.getByTestId('browser-phone');
  await expect(alicePhone.getByTestId('phone-line')).toHaveText(
    `${aliceWritten} is aangemeld: je kunt hier bellen en gebeld worden.`,
    { timeout: 15_000 },
  );
  await expect(bobPhone.getByTestId('phone-line')).toHaveText(
    `${bobWritten} is aangemeld: je kunt hier bellen en gebeld worden.`,
    { timeout: 15_000 },
  );
  expect(await axeViolations(alicePage)).toEqual([]);

  // A number that is not one is refused in the page, and what was typed stays.
  const field = alicePhone.getByLabel('Nummer om te bellen');
  await field.fill('bel mij');
  await alicePhone.getByRole('button', { name: 'Bellen', exact: true }).click();
  await expect(alicePhone.getByRole('alert')).toHaveText(
    'Vul een telefoonnummer in, bijvoorbeeld 020 123 4567 of +32 2 123 45 67.',
  );
  await expect(field).toHaveValue('bel mij');

  // Alice dials Bob's number as it is written in the Netherlands, with the keyboard.
  await field.fill(bobWritten);
  await field.press('Enter');
  await expect(alicePhone.getByTestId('call-state')).toContainText(new RegExp(`^${bobWritten} (bellen|gaat over)…`));
  const ringing = bobPhone.getByTestId('incoming-call');
  await expect(ringing).toContainText(`Inkomende oproep van ${aliceWritten}`, { timeout: 15_000 });
  expect(await axeViolations(bobPage)).toEqual([]);
  await ringing.getByRole('button', { name: 'Opnemen' }).press('Enter');

  // Connected: both count the call's time, and each hears the other's microphone.
  await expect(alicePhone.getByTestId('call-state')).toContainText(`In gesprek met ${bobWritten}`, { timeout: 10_000 });
  await expect(bobPhone.getByTestId('call-state')).toContainText(`In gesprek met ${aliceWritten}`);
  await expect.poll(() => loudestHeard(bobPage), { message: 'Bob hears Alice', timeout: 10_000 }).toBeGreaterThan(0.01);
  await expect
    .poll(() => loudestHeard(alicePage), { message: 'Alice hears Bob', timeout: 10_000 })
    .toBeGreaterThan(0.01);

  // The dial pad sends keys during the call; mute and hold are toggle buttons.
  await alicePhone.getByRole('group', { name: 'Toetsenblok' }).getByRole('button', { name: '5' }).click();
  await alicePhone.getByRole('group', { name: 'Toetsenblok' }).getByRole('button', { name: '#' }).click();
  await expect(alicePhone.getByTestId('call-tones')).toHaveText('Verstuurde toetsen: 5#');
  const mute = alicePhone.getByRole('button', { name: 'Dempen' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  const hold = alicePhone.getByRole('button', { name: 'In de wacht' });
  await hold.click();
  await expect(hold).toHaveAttribute('aria-pressed', 'true');
  await expect(alicePhone.getByTestId('call-state')).toContainText('(in de wacht)');
  await hold.click();
  await expect(hold).toHaveAttribute('aria-pressed', 'false');
  expect(await axeViolations(alicePage)).toEqual([]);
  // In a call on a phone's screen and a laptop's: nothing wider than the page.
  for (const width of [390, 1280]) {
    await alicePage.setViewportSize({ width, height: 900 });
    expect(await alicePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await alicePhone.screenshot({ path: test.info().outputPath(`browser-phone-call-${width}.png`) });
  }
  await expect(alicePhone.getByTestId('call-timer')).toHaveText(/^0:0[4-9]$/, { timeout: 10_000 });

  // Alice hangs up; both pages say so.
  await alicePhone.getByRole('button', { name: 'Ophangen' }).click();
  await expect(alicePhone.getByTestId('call-state')).toContainText(`Gesprek met ${bobWritten} beëindigd.`);
  await expect(bobPhone.getByTestId('call-state')).toHaveText(`Gesprek met ${aliceWritten} beëindigd.`);

  // Kamailio recorded it: GET /api/calls of each shows the one call, answered, with its length; free (on-net).
  const callOf = async (customer: VoipCustomer) => {
    const { calls } = (await (await request.get('/api/calls', { headers: customer.auth })).json()) as CallsAnswer;
    return calls;
  };
  await expect.poll(async () => (await callOf(alice)).length, { message: 'the call in Alice’s history' }).toBe(1);
  const [made] = await callOf(alice);
  expect(made).toMatchObject({
    caller: alice.number,
    callee: bob.number,
    direction: 'outbound',
    disposition: 'answered',
    destination: 'on-net',
    costCents: 0,
  });
  expect(made!.seconds).toBeGreaterThanOrEqual(4);
  expect(made!.seconds).toBeLessThan(60);
  const [taken] = await callOf(bob);
  expect(taken).toMatchObject({ id: made!.id, direction: 'inbound', seconds: made!.seconds, disposition: 'answered' });

  // And each page's history shows it with its duration.
  const duration = `0:${String(made!.seconds).padStart(2, '0')}`;
  for (const [page, other] of [
    [alicePage, bobWritten],
    [bobPage, aliceWritten],
  ] as const) {
    const history = page.getByTestId('call-history');
    await expect(history.getByRole('row').filter({ hasText: other })).toContainText(duration, { timeout: 10_000 });
  }
  expect(errors).toEqual([]);
});

test('a call is put through in the browser: Bob transfers Alice to Carla, whose phone rings from Alice', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [alice, bob, carla] = [
    await voipCustomer(request, 'Alice'),
    await voipCustomer(request, 'Bob'),
    await voipCustomer(request, 'Carla'),
  ];
  const open = async (customer: VoipCustomer) => {
    const context = await browser.newContext({ permissions: ['microphone'], reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signIn(page, customer);
    await openIn(page, '/dashboard/bellen', 'nl');
    const phone = page.getByTestId('browser-phone');
    await expect(phone.getByTestId('phone-line')).toContainText('is aangemeld', { timeout: 15_000 });
    return { page, phone };
  };
  const [a, b, c] = [await open(alice), await open(bob), await open(carla)];
  const errors = [...watchErrors(a.page), ...watchErrors(b.page), ...watchErrors(c.page)];
  const aliceWritten = formatPhoneNumber(alice.number);
  const bobWritten = formatPhoneNumber(bob.number);
  const carlaWritten = formatPhoneNumber(carla.number);

  // Alice calls Bob; Bob answers.
  await a.phone.getByLabel('Nummer om te bellen').fill(bobWritten);
  await a.phone.getByRole('button', { name: 'Bellen', exact: true }).click();
  await b.phone.getByTestId('incoming-call').getByRole('button', { name: 'Opnemen' }).click({ timeout: 15_000 });
  await expect(b.phone.getByTestId('call-state')).toContainText(`In gesprek met ${aliceWritten}`, { timeout: 10_000 });

  // Bob puts her through to Carla with the keyboard; a number that is not one is refused first, what he typed kept.
  const transfer = b.phone.getByRole('button', { name: 'Doorverbinden' });
  await transfer.press('Enter');
  await expect(transfer).toHaveAttribute('aria-expanded', 'true');
  const target = b.phone.getByLabel('Doorverbinden naar');
  await target.fill('Carla');
  await b.phone.getByRole('button', { name: 'Verbinden', exact: true }).click();
  await expect(b.phone.getByRole('alert')).toHaveText(
    'Vul een telefoonnummer in, bijvoorbeeld 020 123 4567 of +32 2 123 45 67.',
  );
  await expect(target).toHaveValue('Carla');
  expect(await axeViolations(b.page)).toEqual([]);
  for (const width of [390, 1280]) {
    await b.page.setViewportSize({ width, height: 900 });
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await b.phone.screenshot({ path: test.info().outputPath(`browser-phone-transfer-${width}.png`) });
  }
  await target.fill(carlaWritten);
  await target.press('Enter');

  // Alice's phone follows: it calls Carla, whose phone rings from Alice; Bob's part of the call is over.
  await expect(c.phone.getByTestId('incoming-call')).toContainText(`Inkomende oproep van ${aliceWritten}`, {
    timeout: 15_000,
  });
  await expect(b.phone.getByTestId('call-transfer')).toHaveText(`Doorverbonden met ${carlaWritten}.`);
  await expect(b.phone.getByTestId('call-state')).toContainText(`Gesprek met ${aliceWritten} beëindigd.`);
  await expect(a.phone.getByTestId('call-state')).toContainText(new RegExp(`^${carlaWritten} (bellen|gaat over)…`));
  await c.phone.getByTestId('incoming-call').getByRole('button', { name: 'Opnemen' }).click();
  await expect(a.phone.getByTestId('call-state')).toContainText(`In gesprek met ${carlaWritten}`, { timeout: 10_000 });
  await expect(c.phone.getByTestId('call-state')).toContainText(`In gesprek met ${aliceWritten}`);
  await a.phone.getByRole('button', { name: 'Ophangen' }).click();
  await expect(c.phone.getByTestId('call-state')).toHaveText(`Gesprek met ${aliceWritten} beëindigd.`);
  expect(errors).toEqual([]);
});
